/** Strings of the component palette (the "Add" tab). */
export const en = {
  'palette.search': 'Search components',
  'palette.empty': 'No component matches “{{query}}”.',
  'palette.add': 'Add {{name}}',
  'palette.addHint': 'Drag onto the canvas, or press Enter to add it at the selected element.',
  'palette.noSection': 'This page has no section to add to: add a section first.',
  'palette.noPage': 'Open a page to add components to it.',
  'palette.category.basic': 'Basic',
  'palette.category.layout': 'Layout',
  'palette.category.media': 'Media',
  'palette.category.form': 'Form',
  'palette.category.navigation': 'Navigation',
  'palette.category.data': 'Data',
};

export const fr: typeof en = {
  'palette.search': 'Rechercher un composant',
  'palette.empty': 'Aucun composant ne correspond à « {{query}} ».',
  'palette.add': 'Ajouter {{name}}',
  'palette.addHint':
    'Glissez sur le canevas, ou appuyez sur Entrée pour l’ajouter à l’élément sélectionné.',
  'palette.noSection': 'Cette page n’a aucune section où ajouter : ajoutez d’abord une section.',
  'palette.noPage': 'Ouvrez une page pour y ajouter des composants.',
  'palette.category.basic': 'Base',
  'palette.category.layout': 'Mise en page',
  'palette.category.media': 'Médias',
  'palette.category.form': 'Formulaire',
  'palette.category.navigation': 'Navigation',
  'palette.category.data': 'Données',
};
