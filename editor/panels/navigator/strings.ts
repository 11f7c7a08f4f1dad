/** Strings of the element navigator (the "Navigator" tab). */
export const en = {
  'navigator.tree': 'Elements of the page',
  'navigator.noPage': 'No page is open.',
  'navigator.emptyPage': 'This page has no section yet.',
  'navigator.emptySection': 'Empty section',
  'navigator.shared': 'shared',
  'navigator.sharedTitle': 'Shared section: changes show on every page using it.',
  'navigator.collapse': 'Collapse {{name}}',
  'navigator.expand': 'Expand {{name}}',
  'navigator.drag': 'Move {{name}}',
  'navigator.hide': 'Hide {{name}} on {{breakpoint}}',
  'navigator.show': 'Show {{name}} on {{breakpoint}}',
  'navigator.rename': 'Name of {{name}}',
  'navigator.renameHint': 'Double-click (or F2) to rename',
  'navigator.breakpoint.desktop': 'desktop',
  'navigator.breakpoint.tablet': 'tablet',
  'navigator.breakpoint.mobile': 'mobile',
};

export const fr: typeof en = {
  'navigator.tree': 'Éléments de la page',
  'navigator.noPage': 'Aucune page n’est ouverte.',
  'navigator.emptyPage': 'Cette page n’a encore aucune section.',
  'navigator.emptySection': 'Section vide',
  'navigator.shared': 'partagée',
  'navigator.sharedTitle':
    'Section partagée : les changements s’affichent sur chaque page qui l’utilise.',
  'navigator.collapse': 'Replier {{name}}',
  'navigator.expand': 'Déplier {{name}}',
  'navigator.drag': 'Déplacer {{name}}',
  'navigator.hide': 'Masquer {{name}} sur {{breakpoint}}',
  'navigator.show': 'Afficher {{name}} sur {{breakpoint}}',
  'navigator.rename': 'Nom de {{name}}',
  'navigator.renameHint': 'Double-cliquez (ou F2) pour renommer',
  'navigator.breakpoint.desktop': 'ordinateur',
  'navigator.breakpoint.tablet': 'tablette',
  'navigator.breakpoint.mobile': 'mobile',
};
