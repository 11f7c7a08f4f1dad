/**
 * The texts of the problems Baobab finds in a site definition, in the editor's two languages.
 * A problem is made from a code and its values (`ProblemText`); `message` is the English (the
 * CLI, the logs), `fr` the French the editor shows when it speaks French. Values may be texts
 * themselves (the owner of an element: `element "hero"`, `section "top"`), written in the same
 * language. Placeholders are i18next's `{{name}}`.
 */

export const PROBLEM_TEXTS = {
  // Owners, inside other texts.
  ownerElement: { en: 'element "{{id}}"', fr: 'l’élément « {{id}} »' },
  ownerSection: { en: 'section "{{id}}"', fr: 'la section « {{id}} »' },
  ownerLibraryComponent: {
    en: 'library component "{{id}}"',
    fr: 'le composant de bibliothèque « {{id}} »',
  },

  // Reading a file.
  notASiteFile: {
    en: 'not a site file (expected site.json, pages/{id}.json or sections/{uid}.json)',
    fr: 'pas un fichier de site (attendu : site.json, pages/{id}.json ou sections/{uid}.json)',
  },
  notJson: { en: 'not valid JSON: {{reason}}', fr: 'JSON non valide : {{reason}}' },
  notJsonAt: {
    en: 'not valid JSON (line {{line}}, column {{column}}): {{reason}}',
    fr: 'JSON non valide (ligne {{line}}, colonne {{column}}) : {{reason}}',
  },
  tooDeep: {
    en: 'the JSON is nested deeper than {{limit}} levels',
    fr: 'le JSON est imbriqué sur plus de {{limit}} niveaux',
  },
  notAnObject: {
    en: 'the file must hold a JSON object',
    fr: 'le fichier doit contenir un objet JSON',
  },
  schemaVersionMissing: { en: 'schemaVersion is missing', fr: 'schemaVersion est absent' },
  schemaVersionInvalid: {
    en: 'schemaVersion must be a whole number from 1',
    fr: 'schemaVersion doit être un nombre entier à partir de 1',
  },
  schemaVersionNewer: {
    en: 'schemaVersion {{version}} is newer than this Baobab reads ({{current}}); update Baobab',
    fr: 'schemaVersion {{version}} est plus récent que ce que lit ce Baobab ({{current}}) ; mettez Baobab à jour',
  },
  siteFileMissing: { en: 'site.json is missing', fr: 'site.json est absent' },
  siteIdDiffers: {
    en: 'id "{{id}}" differs from the site folder "{{folder}}"',
    fr: 'id « {{id}} » diffère du dossier du site « {{folder}} »',
  },

  // Inside one file.
  idDiffersFromKey: {
    en: '{{idKey}} "{{id}}" differs from its key "{{key}}"',
    fr: '{{idKey}} « {{id}} » diffère de sa clé « {{key}} »',
  },
  childMissing: {
    en: 'child "{{child}}" of {{owner}} does not exist',
    fr: 'l’enfant « {{child}} » listé dans {{owner}} n’existe pas',
  },
  twoParents: {
    en: 'element "{{id}}" has two parents: {{first}} and {{second}}',
    fr: 'l’élément « {{id}} » a deux parents : {{first}} et {{second}}',
  },
  cycle: {
    en: 'elements form a cycle: {{cycle}}',
    fr: 'des éléments forment une boucle : {{cycle}}',
  },
  elementUnused: {
    en: 'element "{{id}}" is not in any section or element',
    fr: 'l’élément « {{id}} » n’est dans aucune section ni aucun élément',
  },
  pageIdRepeated: {
    en: 'page id "{{id}}" is also used by pages[{{first}}]',
    fr: 'l’identifiant de page « {{id}} » est aussi celui de pages[{{first}}]',
  },
  pageIdDiffersFromFile: {
    en: 'pageId "{{id}}" differs from the file name "{{file}}"',
    fr: 'pageId « {{id}} » diffère du nom du fichier « {{file}} »',
  },
  uidDiffersFromFile: {
    en: 'uid "{{id}}" differs from the file name "{{file}}"',
    fr: 'uid « {{id}} » diffère du nom du fichier « {{file}} »',
  },

  // Across the files of a site.
  oneDefaultLanguage: {
    en: 'exactly one language must be the default (found {{count}})',
    fr: 'une seule langue doit être celle par défaut (trouvées : {{count}})',
  },
  languageRepeated: {
    en: 'language "{{lang}}" is listed twice',
    fr: 'la langue « {{lang}} » est listée deux fois',
  },
  notAPage: {
    en: '{{key}} "{{id}}" is not a page of the site',
    fr: '{{key}} « {{id}} » n’est pas une page du site',
  },
  authPluginMissing: {
    en: 'authPluginId "{{id}}" is not a plugin of the site',
    fr: 'authPluginId « {{id}} » n’est pas un plugin du site',
  },
  languageNotOfSite: {
    en: 'language "{{lang}}" is not a language of the site',
    fr: 'la langue « {{lang}} » n’est pas une langue du site',
  },
  pagePathMissing: {
    en: 'page "{{page}}" has no path for "{{lang}}"',
    fr: 'la page « {{page}} » n’a pas de chemin pour « {{lang}} »',
  },
  pathForOtherLanguage: {
    en: 'path for "{{lang}}", which is not a language of page "{{page}}"',
    fr: 'chemin pour « {{lang}} », qui n’est pas une langue de la page « {{page}} »',
  },
  pathTaken: {
    en: 'path "{{path}}" ({{lang}}) is also the path of page "{{other}}"',
    fr: 'le chemin « {{path}} » ({{lang}}) est aussi celui de la page « {{other}} »',
  },
  dataSetCollectionMissing: {
    en: 'data set "{{collection}}" is not a collection of the site',
    fr: 'le jeu de données « {{collection}} » n’est pas une collection du site',
  },
  dataSetParamMissing: {
    en: 'the data set reads the record id from "{{param}}", which is not a parameter of the path "{{path}}" ({{lang}})',
    fr: 'le jeu de données lit l’identifiant de l’enregistrement dans « {{param}} », qui n’est pas un paramètre du chemin « {{path}} » ({{lang}})',
  },
  userGroupMissing: {
    en: 'user group "{{group}}" does not exist',
    fr: 'le groupe d’utilisateurs « {{group}} » n’existe pas',
  },
  pageFileMissing: {
    en: 'page "{{page}}" has no file {{file}}',
    fr: 'la page « {{page}} » n’a pas de fichier {{file}}',
  },
  sectionInBoth: {
    en: 'section "{{uid}}" is both in {{pageFile}} and in {{sectionFile}}',
    fr: 'la section « {{uid}} » est à la fois dans {{pageFile}} et dans {{sectionFile}}',
  },
  sectionInNeither: {
    en: 'section "{{uid}}" is neither in {{pageFile}} nor in {{sectionFile}}',
    fr: 'la section « {{uid}} » n’est ni dans {{pageFile}} ni dans {{sectionFile}}',
  },
  sectionRepeated: {
    en: 'section "{{uid}}" is listed twice',
    fr: 'la section « {{uid}} » est listée deux fois',
  },
  sectionNotListed: {
    en: 'section "{{uid}}" is not listed in the page\'s sections in site.json',
    fr: 'la section « {{uid}} » n’est pas listée dans les sections de la page dans site.json',
  },
  pageNotListed: {
    en: 'page "{{page}}" is not listed in site.json',
    fr: 'la page « {{page}} » n’est pas listée dans site.json',
  },
  sectionUnused: {
    en: 'section "{{uid}}" is used by no page',
    fr: 'la section « {{uid}} » n’est utilisée par aucune page',
  },
  elementIdTaken: {
    en: 'element id "{{id}}" is also used in {{file}}',
    fr: 'l’identifiant d’élément « {{id}} » est aussi utilisé dans {{file}}',
  },
  unknownType: {
    en: 'unknown component type "{{type}}"',
    fr: 'type de composant inconnu « {{type}} »',
  },
  unknownEvent: {
    en: 'a {{type}} has no event "{{trigger}}"',
    fr: 'un composant {{type}} n’a pas d’événement « {{trigger}} »',
  },
  linkPageMissing: {
    en: 'link to page "{{page}}", which does not exist',
    fr: 'lien vers la page « {{page}} », qui n’existe pas',
  },
  linkSectionMissing: {
    en: 'page "{{page}}" has no section "{{section}}"',
    fr: 'la page « {{page}} » n’a pas de section « {{section}} »',
  },
  // An element's HTML id, classes and attributes (`html-attributes.ts`).
  htmlIdSyntax: {
    en: 'HTML id "{{id}}" is not valid: a letter or "_" first, then letters, digits, "-" or "_" (at most 100)',
    fr: 'l’identifiant HTML « {{id}} » n’est pas valide : une lettre ou « _ » d’abord, puis des lettres, chiffres, « - » ou « _ » (100 au plus)',
  },
  classSyntax: {
    en: 'class "{{name}}" is not a class name: letters, digits, "-" and "_", not starting with a digit',
    fr: 'la classe « {{name}} » n’est pas un nom de classe : des lettres, chiffres, « - » et « _ », sans chiffre au début',
  },
  classReserved: {
    en: 'class "{{name}}" starts with "e-", "s-" or "b-", which Baobab keeps for its own classes',
    fr: 'la classe « {{name}} » commence par « e- », « s- » ou « b- », que Baobab réserve à ses propres classes',
  },
  attributeSyntax: {
    en: 'attribute name "{{name}}" is not valid: a letter, "_" or ":" first, then letters, digits, "-", "_", ":" or "."',
    fr: 'le nom d’attribut « {{name}} » n’est pas valide : une lettre, « _ » ou « : » d’abord, puis des lettres, chiffres, « - », « _ », « : » ou « . »',
  },
  attributeEventHandler: {
    en: 'attribute "{{name}}" is an event handler, which could run script: use the element\'s workflows instead',
    fr: 'l’attribut « {{name}} » est un gestionnaire d’événement, qui pourrait exécuter du script : utilisez plutôt les workflows de l’élément',
  },
  attributeStyle: {
    en: 'attribute "{{name}}" is not allowed: styles have their own fields (the Style tab)',
    fr: 'l’attribut « {{name}} » n’est pas permis : les styles ont leurs propres champs (onglet Style)',
  },
  attributeId: {
    en: 'attribute "{{name}}" has its own field: HTML id',
    fr: 'l’attribut « {{name}} » a son propre champ : Identifiant HTML',
  },
  attributeClass: {
    en: 'attribute "{{name}}" has its own field: Extra classes',
    fr: 'l’attribut « {{name}} » a son propre champ : Classes supplémentaires',
  },
  attributeUrl: {
    en: 'attribute "{{name}}" could load an address, run script or navigate: use the element\'s link instead',
    fr: 'l’attribut « {{name}} » pourrait charger une adresse, exécuter du script ou changer de page : utilisez plutôt le lien de l’élément',
  },
  attributeReserved: {
    en: 'attribute "{{name}}" is reserved by the renderer',
    fr: 'l’attribut « {{name}} » est réservé au moteur de rendu',
  },
  attributeRepeated: {
    en: 'attribute "{{name}}" is listed twice',
    fr: 'l’attribut « {{name}} » est listé deux fois',
  },
  htmlIdIsAnchor: {
    en: 'HTML id "{{id}}" is the anchor of section "{{section}}" on page "{{page}}": the section keeps it, the element shows no id',
    fr: 'l’identifiant HTML « {{id}} » est l’ancre de la section « {{section}} » sur la page « {{page}} » : la section le garde, l’élément n’a pas d’identifiant',
  },
  htmlIdRepeated: {
    en: 'HTML id "{{id}}" is also the HTML id of element "{{other}}" on page "{{page}}"',
    fr: 'l’identifiant HTML « {{id}} » est aussi celui de l’élément « {{other}} » sur la page « {{page}} »',
  },
  // The site's style (`site-style.ts`, `site-style-problems.ts`).
  colorSyntax: {
    en: '"{{value}}" is not a CSS colour: write #1d2a1f, rgb(29 42 31), hsl(…) or a colour name',
    fr: '« {{value}} » n’est pas une couleur CSS : écrivez #1d2a1f, rgb(29 42 31), hsl(…) ou un nom de couleur',
  },
  siteColorSyntax: {
    en: '"{{value}}" is not a CSS colour or a site colour: write #1d2a1f, rgb(29 42 31), a colour name or var(--color-<name>)',
    fr: '« {{value}} » n’est ni une couleur CSS ni une couleur du site : écrivez #1d2a1f, rgb(29 42 31), un nom de couleur ou var(--color-<nom>)',
  },
  fontFamilySyntax: {
    en: '"{{value}}" is not a list of fonts: names separated by commas, such as Georgia, "Times New Roman", serif (200 characters at most)',
    fr: '« {{value}} » n’est pas une liste de polices : des noms séparés par des virgules, comme Georgia, "Times New Roman", serif (200 caractères au plus)',
  },
  colorTokenName: {
    en: 'colour name "{{name}}" is not valid: lower-case letters, digits and "-", a letter first (31 at most)',
    fr: 'le nom de couleur « {{name}} » n’est pas valide : des minuscules, chiffres et « - », une lettre d’abord (31 au plus)',
  },
  colorTokenRepeated: {
    en: 'colour "{{name}}" is listed twice',
    fr: 'la couleur « {{name}} » est listée deux fois',
  },
  colorTokenMissing: {
    en: 'colour "{{name}}" is not a colour of the site (site.json, colors): the style does not apply',
    fr: 'la couleur « {{name}} » n’est pas une couleur du site (site.json, colors) : le style ne s’applique pas',
  },
  backgroundColorSyntax: {
    en: 'background colour "{{value}}" is not a CSS colour such as #ffffff: browsers and the web app manifest may leave it out',
    fr: 'la couleur de fond « {{value}} » n’est pas une couleur CSS comme #ffffff : les navigateurs et le manifeste de l’application peuvent l’ignorer',
  },
  // A page path (`page-path.ts`): each completes "The path …".
  pathSpace: {
    en: 'cannot hold spaces: write "-" between words',
    fr: 'ne peut pas contenir d’espaces : écrivez « - » entre les mots',
  },
  pathQuery: {
    en: 'cannot hold a query ("?…") or a fragment ("#…"): only the path of the address',
    fr: 'ne peut pas contenir de requête (« ?… ») ni de fragment (« #… ») : seulement le chemin de l’adresse',
  },
  pathDotSegment: {
    en: 'cannot hold a "." or ".." segment: the browser would go to another path',
    fr: 'ne peut pas contenir de segment « . » ou « .. » : le navigateur irait à un autre chemin',
  },
  pathEmptySegment: {
    en: 'cannot hold an empty segment ("//", or "/" at the end)',
    fr: 'ne peut pas contenir de segment vide (« // », ou « / » à la fin)',
  },
  pathCharacter: {
    en: 'cannot hold "{{character}}": a segment holds only letters a-z, digits, "-", "_", "." and "~", or a parameter written {name:default}',
    fr: 'ne peut pas contenir « {{character}} » : un segment ne contient que des lettres a-z, des chiffres, « - », « _ », « . » et « ~ », ou un paramètre écrit {nom:défaut}',
  },
  // Style values per kind of CSS property (`css-values.ts`, `style-value-problems.ts`).
  lengthSyntax: {
    en: '"{{value}}" is not a length: a number with one of the units {{units}}, or one of: {{keywords}}',
    fr: '« {{value}} » n’est pas une longueur : un nombre avec l’une des unités {{units}}, ou l’un de : {{keywords}}',
  },
  lengthUnit: {
    en: '"{{value}}": the unit "{{unit}}" is not one of {{units}}',
    fr: '« {{value}} » : l’unité « {{unit}} » n’est pas l’une de {{units}}',
  },
  numberSyntax: { en: '"{{value}}" is not a number', fr: '« {{value}} » n’est pas un nombre' },
  integerSyntax: {
    en: '"{{value}}" is not a whole number',
    fr: '« {{value}} » n’est pas un nombre entier',
  },
  styleNotFinite: {
    en: '"{{value}}" is too large to be a number',
    fr: '« {{value}} » est trop grand pour être un nombre',
  },
  styleBelowMin: {
    en: '{{value}} is below the minimum {{bound}}: it is shown as {{bound}}',
    fr: '{{value}} est sous le minimum {{bound}} : il s’affiche comme {{bound}}',
  },
  styleAboveMax: {
    en: '{{value}} is above the maximum {{bound}}: it is shown as {{bound}}',
    fr: '{{value}} dépasse le maximum {{bound}} : il s’affiche comme {{bound}}',
  },
  transformSyntax: {
    en: '"{{value}}" is not a transform: {{reason}}',
    fr: '« {{value}} » n’est pas une transformation : {{reason}}',
  },
  reasonParentheses: {
    en: 'a parenthesis is not closed',
    fr: 'une parenthèse n’est pas fermée',
  },
  reasonTransformFunction: {
    en: '"{{text}}" is not a transform function such as translateX(…), rotate(…) or scale(…)',
    fr: '« {{text}} » n’est pas une fonction de transformation comme translateX(…), rotate(…) ou scale(…)',
  },
  reasonTransformArguments: {
    en: '{{name}}() needs a value',
    fr: '{{name}}() demande une valeur',
  },
  reasonTransformArgument: {
    en: '"{{arg}}" does not fit {{name}}() (an angle in deg or turn, a length, or a number as the function takes)',
    fr: '« {{arg}} » ne convient pas à {{name}}() (un angle en deg ou turn, une longueur ou un nombre selon la fonction)',
  },
  ratioSyntax: {
    en: '"{{value}}" is not a ratio: two numbers above 0, such as 16 / 9, or auto',
    fr: '« {{value}} » n’est pas un rapport : deux nombres au-dessus de 0, comme 16 / 9, ou auto',
  },
  // The site's public addresses (`public-urls.ts`).
  publicUrlSyntax: {
    en: '"{{value}}" is not a public address: write the origin only, such as https://shop.example (http or https, no path, query or #)',
    fr: '« {{value}} » n’est pas une adresse publique : écrivez l’origine seule, comme https://shop.example (http ou https, sans chemin, requête ni #)',
  },
  // Collections' `match` patterns (`pattern-problems.ts`).
  patternRefused: {
    en: 'collection "{{name}}": the match pattern {{pattern}} cannot run: {{reason}}',
    fr: 'collection « {{name}} » : le motif {{pattern}} ne peut pas s’exécuter : {{reason}}',
  },
  patternNotText: {
    en: 'collection "{{name}}": a match pattern must be a text, not {{value}}',
    fr: 'collection « {{name}} » : un motif doit être un texte, pas {{value}}',
  },
  workflowMissing: {
    en: 'workflow "{{workflow}}" does not exist',
    fr: 'le workflow « {{workflow}} » n’existe pas',
  },
  workflowCallsItself: {
    en: 'workflow "{{workflow}}" executes itself with no condition before the call ({{chain}}): the loop guard will stop every run',
    fr: 'le workflow « {{workflow}} » s’exécute lui-même sans condition avant l’appel ({{chain}}) : la protection contre les boucles arrêtera chaque exécution',
  },
} as const satisfies Record<string, { en: string; fr: string }>;

export type ProblemCode = keyof typeof PROBLEM_TEXTS;
export type ProblemLang = 'en' | 'fr';

/** A problem's text before it is written in a language: its code and the values it shows. */
export interface ProblemText {
  code: ProblemCode;
  params?: Readonly<Record<string, string | number | ProblemText>>;
}

/** `{ code, params }` → the text in `lang`; a value that is a text is written in `lang` too. */
export function problemText(text: ProblemText, lang: ProblemLang = 'en'): string {
  return PROBLEM_TEXTS[text.code][lang].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = text.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? problemText(value, lang) : String(value);
  });
}

/** Shorthand for a text: `said('childMissing', { child, owner })`. */
export function said(code: ProblemCode, params?: ProblemText['params']): ProblemText {
  return params ? { code, params } : { code };
}
