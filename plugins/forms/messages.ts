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
