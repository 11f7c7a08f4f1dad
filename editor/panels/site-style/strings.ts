/** Strings of the site style (the sidebar with nothing selected). */
export const en = {
  'siteStyle.title': 'Site style',
  'siteStyle.text':
    'Every element without a font or colour of its own takes these, on every page, in the published site and here.',
  'siteStyle.fontFamily': 'Font',
  'siteStyle.fontFamily.placeholder': 'System font',
  'siteStyle.fontFamily.hint':
    'Installed fonts, first found wins: Georgia, "Times New Roman", serif',
  'siteStyle.fontSize': 'Font size',
  'siteStyle.lineHeight': 'Line height',
  'siteStyle.lineHeight.unit': '× size',
  'siteStyle.color': 'Text colour',
  'siteStyle.darkColor': 'Text colour, dark theme',
  'siteStyle.backgroundColor': 'Page colour',
  'siteStyle.backgroundDarkColor': 'Page colour, dark theme',
  'siteStyle.colors': 'Colours',
  'siteStyle.colors.text':
    'Named colours every colour field offers. A style that uses one follows it when it changes.',
  'siteStyle.colors.none': 'No colours yet.',
  'siteStyle.colors.add': 'Add a colour',
  'siteStyle.colors.name': 'Name of colour {{index}}',
  'siteStyle.colors.value': 'Colour {{name}}',
  'siteStyle.colors.darkValue': 'Colour {{name}}, dark theme',
  'siteStyle.colors.dark': 'Dark',
  'siteStyle.colors.remove': 'Remove colour {{name}}',
};

export const fr: typeof en = {
  'siteStyle.title': 'Style du site',
  'siteStyle.text':
    'Tout élément sans police ni couleur propre prend celles-ci, sur chaque page, sur le site publié comme ici.',
  'siteStyle.fontFamily': 'Police',
  'siteStyle.fontFamily.placeholder': 'Police du système',
  'siteStyle.fontFamily.hint':
    'Polices installées, la première trouvée l’emporte : Georgia, "Times New Roman", serif',
  'siteStyle.fontSize': 'Taille de police',
  'siteStyle.lineHeight': 'Hauteur de ligne',
  'siteStyle.lineHeight.unit': '× taille',
  'siteStyle.color': 'Couleur du texte',
  'siteStyle.darkColor': 'Couleur du texte, thème sombre',
  'siteStyle.backgroundColor': 'Couleur de la page',
  'siteStyle.backgroundDarkColor': 'Couleur de la page, thème sombre',
  'siteStyle.colors': 'Couleurs',
  'siteStyle.colors.text':
    'Des couleurs nommées que chaque champ de couleur propose. Un style qui en utilise une la suit quand elle change.',
  'siteStyle.colors.none': 'Aucune couleur pour l’instant.',
  'siteStyle.colors.add': 'Ajouter une couleur',
  'siteStyle.colors.name': 'Nom de la couleur {{index}}',
  'siteStyle.colors.value': 'Couleur {{name}}',
  'siteStyle.colors.darkValue': 'Couleur {{name}}, thème sombre',
  'siteStyle.colors.dark': 'Sombre',
  'siteStyle.colors.remove': 'Retirer la couleur {{name}}',
};
