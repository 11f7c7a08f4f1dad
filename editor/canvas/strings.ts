/** Strings of the canvas: the frame's title, the selection's handle, the page's problems. */
export const en = {
  'canvas.frameTitle': 'Page canvas',
  'canvas.drag': 'Drag to move {{name}}',
  'canvas.problems_one': '{{count}} problem on this page',
  'canvas.problems_other': '{{count}} problems on this page',
  'canvas.problems.list': 'Problems of the canvas',
  'canvas.problem.collection': 'Collection “{{name}}” could not be loaded: {{reason}}',
  'canvas.problem.answered': 'the data source answered {{status}}: {{reason}}',
  'canvas.problem.select': 'Select',
  'canvas.problem.removeMissing': 'Remove the missing children',
  // Screen readers during a drag (dnd-announcements.ts), in the canvas and the navigator.
  'dnd.instructions':
    'To pick up an element, press the space bar. While dragging, use the arrow keys to move it. Press space again to drop it in its new place, or press Escape to cancel.',
  'dnd.start': 'Picked up {{name}}.',
  'dnd.over': '{{name}} is over {{target}}.',
  'dnd.overNone': '{{name}} is no longer over a place to drop it.',
  'dnd.end': '{{name}} was dropped on {{target}}.',
  'dnd.endNone': '{{name}} was dropped.',
  'dnd.endSame': '{{name}} was dropped back in its place.',
  'dnd.cancel': 'Moving {{name}} was cancelled.',
};

export const fr: typeof en = {
  'canvas.frameTitle': 'Canevas de la page',
  'canvas.drag': 'Glisser pour déplacer {{name}}',
  'canvas.problems_one': '{{count}} problème sur cette page',
  'canvas.problems_other': '{{count}} problèmes sur cette page',
  'canvas.problems.list': 'Problèmes du canevas',
  'canvas.problem.collection': 'La collection « {{name}} » n’a pas pu être chargée : {{reason}}',
  'canvas.problem.answered': 'la source de données a répondu {{status}} : {{reason}}',
  'canvas.problem.select': 'Sélectionner',
  'canvas.problem.removeMissing': 'Retirer les enfants manquants',
  'dnd.instructions':
    'Pour saisir un élément, appuyez sur la barre d’espace. Pendant le déplacement, utilisez les flèches pour le déplacer. Appuyez de nouveau sur espace pour le déposer à sa nouvelle place, ou sur Échap pour annuler.',
  'dnd.start': '« {{name}} » saisi.',
  'dnd.over': '« {{name}} » est sur « {{target}} ».',
  'dnd.overNone': '« {{name}} » n’est plus sur un emplacement où le déposer.',
  'dnd.end': '« {{name}} » a été déposé sur « {{target}} ».',
  'dnd.endNone': '« {{name}} » a été déposé.',
  'dnd.endSame': '« {{name}} » a été reposé à sa place.',
  'dnd.cancel': 'Déplacement de « {{name}} » annulé.',
};
