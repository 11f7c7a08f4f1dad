/**
 * Why a command was refused, for the author (`CommandError`). The English text is also the
 * error's `message` (logs, tests). Kept `as const` so each throw is checked against its
 * placeholders.
 */
export const en = {
  'command.unknownProblem': 'unknown problem',
  'command.readOnly': 'You can view this site, not change it: ask an owner to make you an editor.',
  'command.element.missing': 'There is no element "{{id}}" on this page.',
  'command.element.notPlaced': 'The element "{{id}}" is not placed on the page.',
  'command.element.notCopied': 'The element "{{id}}" could not be copied.',
  'command.element.noId': 'Could not make a new element id; try again.',
  'command.component.missing': 'There is no component "{{type}}".',
  'command.slot.none': '"{{name}}" cannot hold other elements.',
  'command.slot.missing': '"{{name}}" has no "{{slot}}" slot.',
  'command.section.missing': 'The section "{{id}}" does not exist.',
  'command.section.notOnPage': 'The section "{{id}}" is not on this page.',
  'command.move.intoItself': 'An element cannot go inside itself.',
  'command.move.betweenFiles':
    'Elements cannot move between a shared section and the page: copy and paste it instead.',
  'command.paste.empty': 'There is nothing to paste.',
  'command.property.nameMissing': 'A property needs a name.',
  'command.events.invalid': 'This event is not valid: {{reason}}',
  'command.link.incomplete': 'This link is not complete: {{reason}}',
  'command.html.invalid': 'Not saved: {{reason}}',
  'command.siteStyle.invalid': 'Not saved: {{reason}}',
  'command.siteStyle.field': '"{{field}}" is not a field of the site style.',
  'command.publicUrl.invalid': 'Not saved: {{reason}}',
  'command.publicUrl.environment':
    '"{{environment}}" has no public address (staging or production).',
  'command.site.lang': '"{{lang}}" is not a language of the site.',
  'command.site.homeRequired': 'The site needs a home page.',
  'command.page.missing': 'There is no page "{{id}}".',
  'command.page.nameMissing': 'A page needs a name.',
  'command.page.noFile': 'The page "{{name}}" has no file to copy.',
  'command.page.metaField': '"{{field}}" is not a meta field of a page.',
  'command.page.pathInvalid': 'The path {{reason}}.',
  'command.page.pathTaken':
    'The path "{{path}}" ({{lang}}) is already the path of page "{{page}}".',
  'command.page.delete.home':
    'The home page cannot be deleted: make another page the home page first.',
  'command.page.delete.notFound':
    'This page is shown for unknown addresses (the not-found page) and cannot be deleted.',
  'command.page.delete.unauthenticated':
    'Visitors who are not signed in are sent to this page (the unauthenticated page): it cannot be deleted.',
  'command.page.delete.unauthorized':
    'Signed-in visitors outside the allowed groups are sent to this page (the unauthorized page): it cannot be deleted.',
  'command.page.dataSetCollection': 'There is no collection "{{id}}" in the site.',
  'command.page.dataSetParam':
    'The path "{{path}}" has no parameter "{{param}}" to read the record id from.',
  'command.userGroup.missing': 'There is no user group "{{id}}".',
  'command.userGroup.nameMissing': 'A user group needs a name.',
  'command.data.scope': 'The scope must be "site" or "page".',
  'command.data.kind.variables': 'variable',
  'command.data.kind.formulas': 'formula',
  'command.data.kind.collections': 'collection',
  'command.data.missing': 'There is no {{kind}} "{{id}}" here.',
  'command.data.nameMissing': 'A {{kind}} needs a name.',
  'command.data.nameTooLong': 'A {{kind}} name is at most {{max}} characters.',
  'command.data.nameCharacters':
    'A {{kind}} name cannot hold quotes, backslashes or line breaks: formulas write it as {{code}}.',
  'command.data.siteHasName': 'The site already has a {{kind}} named "{{name}}".',
  'command.data.pageHasName': 'The page "{{page}}" already has a {{kind}} named "{{name}}".',
  'command.data.invalid': 'This {{kind}} is not valid{{where}}: {{reason}}.',
  'command.variable.type': "A variable's type is one of: {{types}}.",
  'command.variable.default.boolean': 'Default value: value must be a boolean.',
  'command.variable.default.string':
    'Default value: value must be a string, a number or a boolean.',
  'command.variable.default.number': 'Default value: value must be a number.',
  'command.variable.default.finite':
    'Default value: {{value}} is too large to be a number (a number variable holds at most about 1.8e308).',
  'command.variable.default.array': 'Default value: value must be an array.',
  'command.variable.default.object': 'Default value: value must be an object.',
  'command.formula.parameterName':
    'The parameter "{{name}}" is not a valid name: use letters, digits, "_" or "$", not starting with a digit.',
  'command.formula.parameterReserved': '"{{name}}" cannot be a parameter name.',
  'command.formula.parameterTwice': 'The parameter "{{name}}" is listed twice.',
  'command.collection.mode': 'A collection is "static" or "dynamic".',
  'command.collection.records': "A static collection's records must be a list.",
  'command.collection.record': 'Record {{index}} of the static collection is not an object.',
  'command.collection.pattern': 'The pattern {{pattern}} cannot run: {{reason}}',
  'command.collection.patternText': 'A pattern is a text, not {{value}}.',
  'command.collection.patternLoading':
    'The pattern engine is not loaded (offline?), so the pattern cannot be checked yet: press Enter to try again.',
  'command.workflow.missing': 'There is no workflow "{{id}}" here.',
  'command.workflow.trigger': '"{{trigger}}" is not a workflow trigger.',
  'command.workflow.invalid': 'This workflow is not valid: {{reason}}',
  'command.workflow.invalidAt': 'This workflow is not valid (at {{path}}): {{reason}}',
  'command.workflow.actionTwice': 'Two actions of this workflow have the id "{{id}}".',
  'command.workflow.user.page': '"{{name}}" (page {{page}})',
  'command.workflow.user.section': '"{{name}}" (shared section {{section}})',
  'command.workflow.inUse.one':
    'The workflow "{{name}}" is still run by the element {{elements}}. Remove their events first, or delete it with its events.',
  'command.workflow.inUse.some':
    'The workflow "{{name}}" is still run by {{total}} elements {{elements}}. Remove their events first, or delete it with its events.',
  'command.workflow.inUse.many':
    'The workflow "{{name}}" is still run by {{total}} elements {{elements}} and {{more}} more. Remove their events first, or delete it with its events.',
  'command.plugin.missing': 'There is no plugin "{{id}}".',
  'command.plugin.enabled': 'The plugin "{{name}}" is already enabled.',
  'command.plugin.notEnabled': 'The plugin "{{id}}" is not enabled.',
  'command.plugin.noSetting.public': 'The plugin "{{id}}" has no public setting "{{name}}".',
  'command.plugin.noSetting.private': 'The plugin "{{id}}" has no private setting "{{name}}".',
  'command.plugin.settingType': '"{{name}}" expects a {{type}} value.',
} as const;

/**
 * Les raisons d’un refus. Variable, formule et collection sont toutes féminines : les textes
 * `command.data.*` accordent avec `{{kind}}` au féminin.
 */
export const fr: Record<keyof typeof en, string> = {
  'command.unknownProblem': 'problème inconnu',
  'command.readOnly':
    'Vous pouvez consulter ce site, pas le modifier : demandez à un propriétaire de vous nommer éditeur.',
  'command.element.missing': 'Il n’y a pas d’élément « {{id}} » sur cette page.',
  'command.element.notPlaced': 'L’élément « {{id}} » n’est pas placé sur la page.',
  'command.element.notCopied': 'L’élément « {{id}} » n’a pas pu être copié.',
  'command.element.noId': 'Impossible de créer un nouvel identifiant d’élément ; réessayez.',
  'command.component.missing': 'Il n’y a pas de composant « {{type}} ».',
  'command.slot.none': '« {{name}} » ne peut pas contenir d’autres éléments.',
  'command.slot.missing': '« {{name}} » n’a pas d’emplacement « {{slot}} ».',
  'command.section.missing': 'La section « {{id}} » n’existe pas.',
  'command.section.notOnPage': 'La section « {{id}} » n’est pas sur cette page.',
  'command.move.intoItself': 'Un élément ne peut pas aller à l’intérieur de lui-même.',
  'command.move.betweenFiles':
    'Un élément ne peut pas passer d’une section partagée à la page : copiez-le et collez-le plutôt.',
  'command.paste.empty': 'Il n’y a rien à coller.',
  'command.property.nameMissing': 'Une propriété doit avoir un nom.',
  'command.events.invalid': 'Cet événement n’est pas valide : {{reason}}',
  'command.link.incomplete': 'Ce lien n’est pas complet : {{reason}}',
  'command.html.invalid': 'Non enregistré : {{reason}}',
  'command.siteStyle.invalid': 'Non enregistré : {{reason}}',
  'command.siteStyle.field': '« {{field}} » n’est pas un champ du style du site.',
  'command.publicUrl.invalid': 'Non enregistré : {{reason}}',
  'command.publicUrl.environment':
    '« {{environment}} » n’a pas d’adresse publique (staging ou production).',
  'command.site.lang': '« {{lang}} » n’est pas une langue du site.',
  'command.site.homeRequired': 'Le site doit avoir une page d’accueil.',
  'command.page.missing': 'Il n’y a pas de page « {{id}} ».',
  'command.page.nameMissing': 'Une page doit avoir un nom.',
  'command.page.noFile': 'La page « {{name}} » n’a pas de fichier à copier.',
  'command.page.metaField': '« {{field}} » n’est pas un champ méta d’une page.',
  'command.page.pathInvalid': 'Le chemin {{reason}}.',
  'command.page.pathTaken':
    'Le chemin « {{path}} » ({{lang}}) est déjà celui de la page « {{page}} ».',
  'command.page.delete.home':
    'La page d’accueil ne peut pas être supprimée : choisissez d’abord une autre page d’accueil.',
  'command.page.delete.notFound':
    'Cette page s’affiche pour les adresses inconnues (page introuvable) et ne peut pas être supprimée.',
  'command.page.delete.unauthenticated':
    'Les visiteurs non connectés sont envoyés sur cette page : elle ne peut pas être supprimée.',
  'command.page.delete.unauthorized':
    'Les visiteurs connectés hors des groupes autorisés sont envoyés sur cette page (page des visiteurs sans accès) : elle ne peut pas être supprimée.',
  'command.page.dataSetCollection': 'Il n’y a pas de collection « {{id}} » dans le site.',
  'command.page.dataSetParam':
    'Le chemin « {{path}} » n’a pas de paramètre « {{param}} » où lire l’identifiant de l’enregistrement.',
  'command.userGroup.missing': 'Il n’y a pas de groupe d’utilisateurs « {{id}} ».',
  'command.userGroup.nameMissing': 'Un groupe d’utilisateurs doit avoir un nom.',
  'command.data.scope': 'La portée doit être « site » ou « page ».',
  'command.data.kind.variables': 'variable',
  'command.data.kind.formulas': 'formule',
  'command.data.kind.collections': 'collection',
  'command.data.missing': 'Il n’y a pas de {{kind}} « {{id}} » ici.',
  'command.data.nameMissing': 'Une {{kind}} doit avoir un nom.',
  'command.data.nameTooLong': 'Le nom d’une {{kind}} fait au plus {{max}} caractères.',
  'command.data.nameCharacters':
    'Le nom d’une {{kind}} ne peut contenir ni guillemets, ni barres obliques inverses, ni retours à la ligne : les formules l’écrivent {{code}}.',
  'command.data.siteHasName': 'Le site a déjà une {{kind}} nommée « {{name}} ».',
  'command.data.pageHasName': 'La page « {{page}} » a déjà une {{kind}} nommée « {{name}} ».',
  'command.data.invalid': 'Cette {{kind}} n’est pas valide{{where}} : {{reason}}.',
  'command.variable.type': 'Le type d’une variable est l’un de : {{types}}.',
  'command.variable.default.boolean': 'Valeur par défaut : la valeur doit être un booléen.',
  'command.variable.default.string':
    'Valeur par défaut : la valeur doit être un texte, un nombre ou un booléen.',
  'command.variable.default.number': 'Valeur par défaut : la valeur doit être un nombre.',
  'command.variable.default.finite':
    'Valeur par défaut : {{value}} est trop grand pour être un nombre (une variable nombre va jusqu’à 1,8e308 environ).',
  'command.variable.default.array': 'Valeur par défaut : la valeur doit être une liste.',
  'command.variable.default.object': 'Valeur par défaut : la valeur doit être un objet.',
  'command.formula.parameterName':
    'Le paramètre « {{name}} » n’est pas un nom valide : utilisez des lettres, des chiffres, « _ » ou « $ », sans commencer par un chiffre.',
  'command.formula.parameterReserved': '« {{name}} » ne peut pas être un nom de paramètre.',
  'command.formula.parameterTwice': 'Le paramètre « {{name}} » figure deux fois.',
  'command.collection.mode': 'Une collection est « static » (statique) ou « dynamic » (dynamique).',
  'command.collection.records': 'Les enregistrements d’une collection statique forment une liste.',
  'command.collection.record':
    'L’enregistrement {{index}} de la collection statique n’est pas un objet.',
  'command.collection.pattern': 'Le motif {{pattern}} ne peut pas s’exécuter : {{reason}}',
  'command.collection.patternText': 'Un motif est un texte, pas {{value}}.',
  'command.collection.patternLoading':
    'Le moteur des motifs n’est pas chargé (hors ligne ?), le motif ne peut pas encore être vérifié : appuyez sur Entrée pour réessayer.',
  'command.workflow.missing': 'Il n’y a pas de workflow « {{id}} » ici.',
  'command.workflow.trigger': '« {{trigger}} » n’est pas un déclencheur de workflow.',
  'command.workflow.invalid': 'Ce workflow n’est pas valide : {{reason}}',
  'command.workflow.invalidAt': 'Ce workflow n’est pas valide (en {{path}}) : {{reason}}',
  'command.workflow.actionTwice': 'Deux actions de ce workflow ont l’identifiant « {{id}} ».',
  'command.workflow.user.page': '« {{name}} » (page {{page}})',
  'command.workflow.user.section': '« {{name}} » (section partagée {{section}})',
  'command.workflow.inUse.one':
    'Le workflow « {{name}} » est encore exécuté par l’élément {{elements}}. Retirez d’abord ses événements, ou supprimez le workflow avec ses événements.',
  'command.workflow.inUse.some':
    'Le workflow « {{name}} » est encore exécuté par {{total}} éléments : {{elements}}. Retirez d’abord leurs événements, ou supprimez le workflow avec ses événements.',
  'command.workflow.inUse.many':
    'Le workflow « {{name}} » est encore exécuté par {{total}} éléments : {{elements}} et {{more}} autres. Retirez d’abord leurs événements, ou supprimez le workflow avec ses événements.',
  'command.plugin.missing': 'Il n’y a pas de plugin « {{id}} ».',
  'command.plugin.enabled': 'Le plugin « {{name}} » est déjà activé.',
  'command.plugin.notEnabled': 'Le plugin « {{id}} » n’est pas activé.',
  'command.plugin.noSetting.public': 'Le plugin « {{id}} » n’a pas de réglage public « {{name}} ».',
  'command.plugin.noSetting.private': 'Le plugin « {{id}} » n’a pas de réglage privé « {{name}} ».',
  'command.plugin.settingType': '« {{name}} » attend une valeur de type {{type}}.',
};
