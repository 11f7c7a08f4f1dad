/** The forms plugin's texts: for site authors (settings) and for visitors (a refused submission). */
const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

export const FORM_MESSAGES = {
  // Settings (the editor's Plugins panel, `npm run validate`).
  notObject: (where: string) => `${where} must be an object.`,
  badName: (where: string) =>
    `${where}: a name starts with a letter and holds letters, digits, "-" or "_" (40 at most).`,
  unknownKey: (where: string, key: string) => `${where} has an unknown key "${key}".`,
  noFields: (where: string) => `${where}.fields must be a list of at least one field.`,
  twice: (where: string, name: string) => `${where}: the field "${name}" is declared twice.`,
  tooManyFields: (where: string, max: number) => `${where}.fields may name ${max} fields at most.`,
  badLabel: (where: string) => `${where}.label must be a text that is not empty.`,
  badType: (where: string, type: unknown) =>
    `${where}.type is ${shown(type)}: it must be "text", "email" or "tel".`,
  badRequired: (where: string) => `${where}.required must be true or false.`,
  badMaxLength: (where: string) => `${where}.maxLength must be a whole number from 1 to 10000.`,
  badNotify: (where: string, notify: unknown) =>
    `${where}.notify is ${shown(notify)}: it must be the email address that receives the messages.`,
  badSubject: (where: string) => `${where}.subject must be a text of 200 characters at most.`,
  badPrefix: (where: string) => `${where}.referencePrefix must be 1 to 8 letters or digits.`,
  noForms: 'No form is declared: add one to "forms" (its fields and who is told).',
  badPerHour: 'perHour must be a whole number from 1 to 1000.',
  // Submissions (the workflow's error branch shows them).
  noForm: (form: string) => `This site has no form "${form}".`,
  noValues: 'The form sent no values.',
  unknownField: (form: string, field: string) => `The form "${form}" has no field "${field}".`,
  notText: (label: string) => `"${label}" must be text.`,
  required: (label: string) => `Fill in "${label}".`,
  tooLong: (label: string, max: number) => `"${label}" is too long: ${max} characters at most.`,
  badEmail: (label: string) => `"${label}" is not an email address (name@example.com).`,
  badPhone: (label: string) => `"${label}" is not a phone number (digits, spaces, + and -).`,
  tooMany: (seconds: number) =>
    `Too many messages from this address. Try again in ${Math.ceil(seconds / 60)} minutes.`,
  notEnabled: 'This site does not take form submissions.',
  failed: 'The message could not be sent. Try again in a moment.',
  unreachable: 'The message could not be sent: check your connection, then try again.',
  tooLarge: 'The message is too large.',
  signInToSee: 'Sign in to see your messages.',
  staffOnly: 'Only staff can see every message.',
} as const;

type French = [RegExp, (match: RegExpExecArray) => string];

/**
 * The settings' messages in French, for the editor's Plugins panel (`editor/panels/plugins/
 * messages.ts`): the English pattern (its parts are where and what), the French text.
 */
export const FORM_MESSAGES_FRENCH: readonly French[] = [
  [
    /^No form is declared: /,
    () => 'Aucun formulaire déclaré : ajoutez-en un à « forms » (ses champs et qui prévenir).',
  ],
  [
    /^perHour must be a whole number from 1 to 1000\.$/,
    () => 'perHour doit être un nombre entier de 1 à 1000.',
  ],
  [/^(.+) must be an object\.$/, (m) => `${m[1]} doit être un objet.`],
  [
    /^(.+): a name starts with a letter and holds letters, digits, "-" or "_" \(40 at most\)\.$/,
    (m) =>
      `${m[1]} : un nom commence par une lettre et ne contient que lettres, chiffres, « - » ou « _ » (40 au plus).`,
  ],
  [/^(.+) has an unknown key "(.*)"\.$/, (m) => `${m[1]} a une clé inconnue « ${m[2]} ».`],
  [
    /^(.+)\.fields must be a list of at least one field\.$/,
    (m) => `${m[1]}.fields doit être une liste d’au moins un champ.`,
  ],
  [
    /^(.+): the field "(.*)" is declared twice\.$/,
    (m) => `${m[1]} : le champ « ${m[2]} » est déclaré deux fois.`,
  ],
  [
    /^(.+)\.fields may name (\d+) fields at most\.$/,
    (m) => `${m[1]}.fields peut nommer ${m[2]} champs au plus.`,
  ],
  [
    /^(.+)\.label must be a text that is not empty\.$/,
    (m) => `${m[1]}.label doit être un texte non vide.`,
  ],
  [
    /^(.+)\.type is (.+): it must be "text", "email" or "tel"\.$/,
    (m) => `${m[1]}.type vaut ${m[2]} : il doit valoir "text", "email" ou "tel".`,
  ],
  [
    /^(.+)\.required must be true or false\.$/,
    (m) => `${m[1]}.required doit valoir true ou false.`,
  ],
  [
    /^(.+)\.maxLength must be a whole number from 1 to 10000\.$/,
    (m) => `${m[1]}.maxLength doit être un nombre entier de 1 à 10000.`,
  ],
  [
    /^(.+)\.notify is (.+): it must be the email address that receives the messages\.$/,
    (m) => `${m[1]}.notify vaut ${m[2]} : ce doit être l’adresse e-mail qui reçoit les messages.`,
  ],
  [
    /^(.+)\.subject must be a text of 200 characters at most\.$/,
    (m) => `${m[1]}.subject doit être un texte de 200 caractères au plus.`,
  ],
  [
    /^(.+)\.referencePrefix must be 1 to 8 letters or digits\.$/,
    (m) => `${m[1]}.referencePrefix doit compter 1 à 8 lettres ou chiffres.`,
  ],
];
