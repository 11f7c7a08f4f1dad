/** The editor's own texts (toolbar, panels, suggestions), in English and French. */
export interface RichTextTexts {
  editor: string;
  toolbar: string;
  textType: string;
  paragraph: string;
  heading: (level: number) => string;
  bold: string;
  italic: string;
  underline: string;
  strike: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  alignJustify: string;
  textColor: string;
  bulletList: string;
  orderedList: string;
  taskList: string;
  insertTable: string;
  addRow: string;
  addColumn: string;
  deleteRow: string;
  deleteColumn: string;
  deleteTable: string;
  link: string;
  image: string;
  codeBlock: string;
  quote: string;
  inlineMath: string;
  blockMath: string;
  undo: string;
  redo: string;
  linkAddress: string;
  removeLink: string;
  imageAddress: string;
  imageDescription: string;
  formula: string;
  apply: string;
  cancel: string;
  suggestions: string;
  task: (text: string, checked: boolean) => string;
}

const en: RichTextTexts = {
  editor: 'Text editor',
  toolbar: 'Formatting',
  textType: 'Text type',
  paragraph: 'Paragraph',
  heading: (level) => `Heading ${level}`,
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  alignLeft: 'Align left',
  alignCenter: 'Align center',
  alignRight: 'Align right',
  alignJustify: 'Justify',
  textColor: 'Text color',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  taskList: 'Task list',
  insertTable: 'Insert table',
  addRow: 'Add row',
  addColumn: 'Add column',
  deleteRow: 'Delete row',
  deleteColumn: 'Delete column',
  deleteTable: 'Delete table',
  link: 'Link',
  image: 'Image',
  codeBlock: 'Code block',
  quote: 'Quote',
  inlineMath: 'Inline formula',
  blockMath: 'Block formula',
  undo: 'Undo',
  redo: 'Redo',
  linkAddress: 'Link address',
  removeLink: 'Remove link',
  imageAddress: 'Image address',
  imageDescription: 'Image description',
  formula: 'Formula (LaTeX)',
  apply: 'Apply',
  cancel: 'Cancel',
  suggestions: 'Suggestions',
  task: (text, checked) => `${checked ? 'Done' : 'To do'}: ${text || 'empty task'}`,
};

const fr: RichTextTexts = {
  editor: 'Éditeur de texte',
  toolbar: 'Mise en forme',
  textType: 'Type de texte',
  paragraph: 'Paragraphe',
  heading: (level) => `Titre ${level}`,
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strike: 'Barré',
  alignLeft: 'Aligner à gauche',
  alignCenter: 'Centrer',
  alignRight: 'Aligner à droite',
  alignJustify: 'Justifier',
  textColor: 'Couleur du texte',
  bulletList: 'Liste à puces',
  orderedList: 'Liste numérotée',
  taskList: 'Liste de tâches',
  insertTable: 'Insérer un tableau',
  addRow: 'Ajouter une ligne',
  addColumn: 'Ajouter une colonne',
  deleteRow: 'Supprimer la ligne',
  deleteColumn: 'Supprimer la colonne',
  deleteTable: 'Supprimer le tableau',
  link: 'Lien',
  image: 'Image',
  codeBlock: 'Bloc de code',
  quote: 'Citation',
  inlineMath: 'Formule en ligne',
  blockMath: 'Formule en bloc',
  undo: 'Annuler',
  redo: 'Rétablir',
  linkAddress: 'Adresse du lien',
  removeLink: 'Supprimer le lien',
  imageAddress: "Adresse de l'image",
  imageDescription: "Description de l'image",
  formula: 'Formule (LaTeX)',
  apply: 'Appliquer',
  cancel: 'Annuler',
  suggestions: 'Suggestions',
  task: (text, checked) => `${checked ? 'Fait' : 'À faire'} : ${text || 'tâche vide'}`,
};

/** Texts for the page language: French for `fr…`, English otherwise. */
export const textsFor = (lang: string | undefined): RichTextTexts =>
  lang?.toLowerCase().startsWith('fr') ? fr : en;
