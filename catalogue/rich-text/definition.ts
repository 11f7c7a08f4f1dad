import {
  defineComponent,
  label,
  type Label,
  type PropertyDefinition,
  type PropertyValues,
} from '../define.ts';

/** Toolbar buttons an author can show or hide, in toolbar order (seeds: "toolbar visibility flags"). */
export const TOOLBAR_FLAGS = [
  'toolbarTextType',
  'toolbarBold',
  'toolbarItalic',
  'toolbarUnderline',
  'toolbarStrike',
  'toolbarAlignLeft',
  'toolbarAlignCenter',
  'toolbarAlignRight',
  'toolbarAlignJustify',
  'toolbarTextColor',
  'toolbarBulletList',
  'toolbarOrderedList',
  'toolbarTaskList',
  'toolbarTable',
  'toolbarLink',
  'toolbarImage',
  'toolbarCodeBlock',
  'toolbarQuote',
  'toolbarInlineMath',
  'toolbarBlockMath',
  'toolbarUndo',
  'toolbarRedo',
] as const;
export type ToolbarFlag = (typeof TOOLBAR_FLAGS)[number];

/** Tags with a style object of their own (seeds: "per-tag style objects"). */
export const STYLED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'mention',
  'a',
  'blockquote',
  'code',
  'img',
  'checkbox',
  'table',
] as const;
export type StyledTag = (typeof STYLED_TAGS)[number];
/** `h1Style`, `pStyle`… */
export type TagStyleProp = `${StyledTag}Style`;

/** CSS declarations by camelCase property name (`{ color: '#333', fontSize: '2rem' }`). */
export type TagStyle = Readonly<Record<string, unknown>>;

export type RichTextProps = {
  /** HTML, or Markdown when `output` is markdown. */
  initialValue: string;
  output: 'html' | 'markdown';
  readonly: boolean;
  editable: boolean;
  hideMenu: boolean;
  wrapMenu: boolean;
  customMenu: boolean;
  placeholder: string;
  debounce: boolean;
  debounceDelay: number;
  autofocus: boolean;
  mentionEnabled: boolean;
  mentionChar: string;
  mentionAllowSpaces: boolean;
  /** Items with an id and a label, read through `mentionIdPath` / `mentionLabelPath`. */
  mentionList: unknown[];
  mentionSuggestionCount: number;
  mentionIdPath: string;
  mentionLabelPath: string;
} & Record<ToolbarFlag, boolean> &
  Record<TagStyleProp, TagStyle | null>;

const menuHidden = (props: PropertyValues) => props.hideMenu === true || props.customMenu === true;
const mentionsOff = (props: PropertyValues) => props.mentionEnabled !== true;

const TOOLBAR_GROUP = label('Toolbar', "Barre d'outils");
const MENTIONS_GROUP = label('Mentions', 'Mentions');
const TAG_STYLES_GROUP = label('Text styles', 'Styles du texte');

const TOOLBAR_LABELS: Record<ToolbarFlag, Label> = {
  toolbarTextType: label('Text type (paragraph, headings)', 'Type de texte (paragraphe, titres)'),
  toolbarBold: label('Bold', 'Gras'),
  toolbarItalic: label('Italic', 'Italique'),
  toolbarUnderline: label('Underline', 'Souligné'),
  toolbarStrike: label('Strikethrough', 'Barré'),
  toolbarAlignLeft: label('Align left', 'Aligner à gauche'),
  toolbarAlignCenter: label('Align center', 'Centrer'),
  toolbarAlignRight: label('Align right', 'Aligner à droite'),
  toolbarAlignJustify: label('Justify', 'Justifier'),
  toolbarTextColor: label('Text color', 'Couleur du texte'),
  toolbarBulletList: label('Bulleted list', 'Liste à puces'),
  toolbarOrderedList: label('Numbered list', 'Liste numérotée'),
  toolbarTaskList: label('Task list', 'Liste de tâches'),
  toolbarTable: label('Table', 'Tableau'),
  toolbarLink: label('Link', 'Lien'),
  toolbarImage: label('Image', 'Image'),
  toolbarCodeBlock: label('Code block', 'Bloc de code'),
  toolbarQuote: label('Quote', 'Citation'),
  toolbarInlineMath: label('Inline formula', 'Formule en ligne'),
  toolbarBlockMath: label('Block formula', 'Formule en bloc'),
  toolbarUndo: label('Undo', 'Annuler'),
  toolbarRedo: label('Redo', 'Rétablir'),
};

/** One "show this button" flag of the toolbar. */
const toolbarFlag = (name: ToolbarFlag): PropertyDefinition => ({
  type: 'boolean',
  label: { en: `Show: ${TOOLBAR_LABELS[name].en}`, fr: `Afficher : ${TOOLBAR_LABELS[name].fr}` },
  // Default: shown. Every tool is offered until the author trims the toolbar.
  default: true,
  section: 'settings',
  bindable: true,
  hidden: menuHidden,
  group: TOOLBAR_GROUP,
});

const TAG_LABELS: Record<StyledTag, Label> = {
  h1: label('Heading 1', 'Titre 1'),
  h2: label('Heading 2', 'Titre 2'),
  h3: label('Heading 3', 'Titre 3'),
  h4: label('Heading 4', 'Titre 4'),
  h5: label('Heading 5', 'Titre 5'),
  h6: label('Heading 6', 'Titre 6'),
  p: label('Paragraph', 'Paragraphe'),
  mention: label('Mention', 'Mention'),
  a: label('Link', 'Lien'),
  blockquote: label('Quote', 'Citation'),
  code: label('Code', 'Code'),
  img: label('Image', 'Image'),
  checkbox: label('Task checkbox', 'Case de tâche'),
  table: label('Table', 'Tableau'),
};

/** The CSS properties the sidebar offers for a tag; the object may hold any other one too. */
const styleField = (type: 'color' | 'text', en: string, fr: string): PropertyDefinition => ({
  type,
  label: label(en, fr),
  // Default: not set (the editor's own look).
  default: null,
  section: 'settings',
  bindable: true,
});
const TAG_STYLE_FIELDS: Record<string, PropertyDefinition> = {
  color: styleField('color', 'Color', 'Couleur'),
  backgroundColor: styleField('color', 'Background color', 'Couleur de fond'),
  fontFamily: styleField('text', 'Font family', 'Police'),
  fontSize: styleField('text', 'Font size', 'Taille de police'),
  fontWeight: styleField('text', 'Font weight', 'Graisse'),
  lineHeight: styleField('text', 'Line height', 'Hauteur de ligne'),
  textDecoration: styleField('text', 'Text decoration', 'Décoration du texte'),
  margin: styleField('text', 'Margin', 'Marge extérieure'),
  padding: styleField('text', 'Padding', 'Marge intérieure'),
  border: styleField('text', 'Border', 'Bordure'),
  borderRadius: styleField('text', 'Corner radius', 'Arrondi des coins'),
};

/**
 * One tag's style object. A settings property, not a `style` one: the page stylesheet writes one
 * declaration per key and drops objects, so the component scopes these to its own tags itself.
 */
const tagStyle = (tag: StyledTag): PropertyDefinition => ({
  type: 'object',
  label: { en: `${TAG_LABELS[tag].en} style`, fr: `Style : ${TAG_LABELS[tag].fr}` },
  // Default: not set (the editor's own look for that tag).
  default: null,
  section: 'settings',
  bindable: true,
  fields: TAG_STYLE_FIELDS,
  group: TAG_STYLES_GROUP,
});

export const richTextDefinition = defineComponent({
  type: 'rich-text',
  label: label('Legacy rich text editor', 'Ancien éditeur de texte enrichi'),
  category: 'form',
  displayModes: ['flex', 'block'],
  // Seeds §4: inputs have the focus and readonly states.
  states: ['focus', 'readonly'],
  deprecated: {
    replacement: 'form-input',
    message: label(
      'The legacy rich text editor is deprecated: use a form input instead.',
      "L'ancien éditeur de texte enrichi est obsolète : utilisez plutôt un champ de formulaire.",
    ),
  },
  events: [{ name: 'change', label: label('On change', 'Au changement'), payload: ['value'] }],
  actions: [
    { name: 'focus', label: label('Focus', 'Donner le focus') },
    {
      name: 'setContent',
      label: label('Set content', 'Définir le contenu'),
      args: { value: { type: 'longText', label: label('Content', 'Contenu') } },
    },
    { name: 'setParagraph', label: label('Paragraph', 'Paragraphe') },
    {
      name: 'setHeading',
      label: label('Heading', 'Titre'),
      args: { level: { type: 'number', label: label('Level (1–6)', 'Niveau (1–6)') } },
    },
    { name: 'toggleBold', label: label('Toggle bold', 'Basculer le gras') },
    { name: 'toggleItalic', label: label('Toggle italic', "Basculer l'italique") },
    { name: 'toggleUnderline', label: label('Toggle underline', 'Basculer le souligné') },
    { name: 'toggleStrike', label: label('Toggle strikethrough', 'Basculer le barré') },
    {
      name: 'setTextAlign',
      label: label('Align text', 'Aligner le texte'),
      args: {
        align: {
          type: 'text',
          label: label('left, center, right or justify', 'left, center, right ou justify'),
        },
      },
    },
    {
      name: 'setColor',
      label: label('Set text color', 'Définir la couleur du texte'),
      args: { color: { type: 'color', label: label('Color', 'Couleur') } },
    },
    { name: 'toggleBulletList', label: label('Toggle bulleted list', 'Basculer la liste à puces') },
    {
      name: 'toggleOrderedList',
      label: label('Toggle numbered list', 'Basculer la liste numérotée'),
    },
    { name: 'toggleTaskList', label: label('Toggle task list', 'Basculer la liste de tâches') },
    { name: 'insertTable', label: label('Insert table', 'Insérer un tableau') },
    { name: 'addRowAfter', label: label('Add table row', 'Ajouter une ligne au tableau') },
    {
      name: 'addColumnAfter',
      label: label('Add table column', 'Ajouter une colonne au tableau'),
    },
    { name: 'deleteRow', label: label('Delete table row', 'Supprimer la ligne du tableau') },
    {
      name: 'deleteColumn',
      label: label('Delete table column', 'Supprimer la colonne du tableau'),
    },
    { name: 'deleteTable', label: label('Delete table', 'Supprimer le tableau') },
    {
      name: 'setLink',
      label: label('Set link', 'Définir un lien'),
      args: { href: { type: 'url', label: label('Address', 'Adresse') } },
    },
    { name: 'unsetLink', label: label('Remove link', 'Supprimer le lien') },
    {
      name: 'insertImage',
      label: label('Insert image', 'Insérer une image'),
      args: {
        src: { type: 'image', label: label('Image', 'Image') },
        alt: { type: 'text', label: label('Description', 'Description') },
      },
    },
    { name: 'toggleCodeBlock', label: label('Toggle code block', 'Basculer le bloc de code') },
    { name: 'toggleBlockquote', label: label('Toggle quote', 'Basculer la citation') },
    {
      name: 'insertInlineMath',
      label: label('Insert inline formula', 'Insérer une formule en ligne'),
      args: { latex: { type: 'text', label: label('LaTeX', 'LaTeX') } },
    },
    {
      name: 'insertBlockMath',
      label: label('Insert block formula', 'Insérer une formule en bloc'),
      args: { latex: { type: 'text', label: label('LaTeX', 'LaTeX') } },
    },
    { name: 'undo', label: label('Undo', 'Annuler') },
    { name: 'redo', label: label('Redo', 'Rétablir') },
  ],
  state: {
    value: { type: 'text', label: label('Value', 'Valeur') },
    active: {
      type: 'object',
      label: label(
        'Active formats (for a custom menu)',
        'Formats actifs (pour un menu personnalisé)',
      ),
    },
  },
  properties: {
    initialValue: {
      type: 'longText',
      label: label('Initial value', 'Valeur initiale'),
      // Default: empty. HTML, or Markdown when the output is Markdown.
      default: '',
      section: 'settings',
      bindable: true,
    },
    output: {
      type: 'select',
      label: label('Output format', 'Format de sortie'),
      // Default: html, what the editor holds natively (no conversion loss).
      default: 'html',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'html', label: label('HTML', 'HTML') },
        { value: 'markdown', label: label('Markdown', 'Markdown') },
      ],
    },
    readonly: {
      type: 'boolean',
      label: label('Read only', 'Lecture seule'),
      // Default: false. Read only: the content in its field frame, no toolbar (form readonly state).
      default: false,
      section: 'settings',
      bindable: true,
    },
    editable: {
      type: 'boolean',
      label: label('Editable', 'Modifiable'),
      // Default: true. Off, the element only displays its content, without a toolbar.
      default: true,
      section: 'settings',
      bindable: true,
    },
    placeholder: {
      type: 'text',
      label: label('Placeholder', 'Texte indicatif'),
      // Default: "Type here..." / "Écrivez ici...".
      default: { $lang: { en: 'Type here...', fr: 'Écrivez ici...' } },
      section: 'settings',
      bindable: true,
      multiLang: true,
    },
    autofocus: {
      type: 'boolean',
      label: label('Focus on load', 'Focus au chargement'),
      // Default: false (focusing would scroll the page to the editor).
      default: false,
      section: 'settings',
      bindable: false,
    },
    debounce: {
      type: 'boolean',
      label: label('Debounce changes', 'Temporiser les changements'),
      // Default: false, a change event per edit.
      default: false,
      section: 'settings',
      bindable: false,
    },
    debounceDelay: {
      type: 'number',
      label: label('Debounce delay', 'Délai de temporisation'),
      // Default: 500 ms, as the other inputs of the catalogue (mask input, form container).
      default: 500,
      section: 'settings',
      bindable: false,
      bounds: { min: 1, max: 5000, step: 1, unit: 'ms' },
      hidden: (props) => props.debounce !== true,
    },
    hideMenu: {
      type: 'boolean',
      label: label('Hide toolbar', "Masquer la barre d'outils"),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
      group: TOOLBAR_GROUP,
    },
    wrapMenu: {
      type: 'boolean',
      label: label('Wrap toolbar on several lines', "Barre d'outils sur plusieurs lignes"),
      // Default: false: one line that scrolls sideways when narrow.
      default: false,
      section: 'settings',
      bindable: true,
      hidden: menuHidden,
      group: TOOLBAR_GROUP,
    },
    customMenu: {
      type: 'boolean',
      label: label('Custom toolbar (workflows)', "Barre d'outils personnalisée (workflows)"),
      // Default: false. On, the built-in toolbar is hidden; the author's buttons call the actions.
      default: false,
      section: 'settings',
      bindable: false,
      group: TOOLBAR_GROUP,
    },
    ...(Object.fromEntries(TOOLBAR_FLAGS.map((name) => [name, toolbarFlag(name)])) as Record<
      ToolbarFlag,
      PropertyDefinition
    >),
    mentionEnabled: {
      type: 'boolean',
      label: label('Enable mentions', 'Activer les mentions'),
      // Default: false.
      default: false,
      section: 'settings',
      bindable: true,
      group: MENTIONS_GROUP,
    },
    mentionChar: {
      type: 'text',
      label: label('Trigger character', 'Caractère déclencheur'),
      // Default: "@".
      default: '@',
      section: 'settings',
      bindable: false,
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
    },
    mentionAllowSpaces: {
      type: 'boolean',
      label: label('Allow spaces in the search', 'Autoriser les espaces dans la recherche'),
      // Default: false: a space ends the mention search.
      default: false,
      section: 'settings',
      bindable: false,
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
    },
    mentionList: {
      type: 'array',
      label: label('People or things to mention', 'Personnes ou éléments à mentionner'),
      // Default: empty; usually bound to a collection, read through the id and label paths.
      default: [],
      section: 'settings',
      bindable: true,
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
      item: {
        id: {
          type: 'text',
          label: label('Id', 'Identifiant'),
          // Default: empty.
          default: '',
          section: 'settings',
          bindable: true,
        },
        label: {
          type: 'text',
          label: label('Label', 'Libellé'),
          // Default: empty.
          default: '',
          section: 'settings',
          bindable: true,
        },
      },
    },
    mentionSuggestionCount: {
      type: 'number',
      label: label('Suggestions shown', 'Suggestions affichées'),
      // Default: 5 suggestions at most.
      default: 5,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 20, step: 1 },
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
    },
    mentionIdPath: {
      type: 'text',
      label: label('Id path', "Chemin de l'identifiant"),
      // Default: "id", the field of a list item holding its id (dotted path, e.g. `user.uid`).
      default: 'id',
      section: 'settings',
      bindable: false,
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
    },
    mentionLabelPath: {
      type: 'text',
      label: label('Label path', 'Chemin du libellé'),
      // Default: "label", the field of a list item shown and inserted.
      default: 'label',
      section: 'settings',
      bindable: false,
      hidden: mentionsOff,
      group: MENTIONS_GROUP,
    },
    ...(Object.fromEntries(STYLED_TAGS.map((tag) => [`${tag}Style`, tagStyle(tag)])) as Record<
      TagStyleProp,
      PropertyDefinition
    >),
  },
});
