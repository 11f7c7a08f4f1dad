/** Strings of the formula editor and code editor (`editor/fields/formula/`). */
export const en = {
  'formula.preview': 'Preview',
  'formula.previewEmpty': 'Write a formula to see its value.',
  'formula.previewError': 'Error: {{message}}',
  'formula.previewAt': '(character {{position}})',
  'formula.mismatch.text': 'The property expects a text.',
  'formula.mismatch.number': 'The property expects a number.',
  'formula.mismatch.boolean': 'The property expects true or false.',
  'formula.mismatch.list': 'The property expects a list.',
  'formula.mismatch.object': 'The property expects an object.',
  'formula.testScope': 'Evaluated with default variable values and static collection records.',
};

export const fr: typeof en = {
  'formula.preview': 'Aperçu',
  'formula.previewEmpty': 'Écrivez une formule pour voir sa valeur.',
  'formula.previewError': 'Erreur : {{message}}',
  'formula.previewAt': '(caractère {{position}})',
  'formula.mismatch.text': 'La propriété attend un texte.',
  'formula.mismatch.number': 'La propriété attend un nombre.',
  'formula.mismatch.boolean': 'La propriété attend vrai ou faux.',
  'formula.mismatch.list': 'La propriété attend une liste.',
  'formula.mismatch.object': 'La propriété attend un objet.',
  'formula.testScope':
    'Évalué avec les valeurs par défaut des variables et les enregistrements des collections statiques.',
};
