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
};
