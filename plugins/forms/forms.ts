/**
 * The forms a site declares (`publicSettings.forms`) and the check of a submission against its
 * form's fields. Pure: the plugin's `validate` (editor, server) and its server route share it.
 *
 * ```json
 * { "contact": {
 *     "fields": [
 *       { "name": "name", "label": "Name", "required": true, "maxLength": 120 },
 *       { "name": "email", "label": "Email", "required": true, "type": "email" },
 *       { "name": "phone", "type": "tel" },
 *       { "name": "message", "required": true, "maxLength": 4000 } ],
 *     "notify": "help@example.com",
 *     "subject": "New message from the contact form",
 *     "referencePrefix": "MSG" } }
 * ```
 *
 * Fields are a list, not an object: the canonical writer sorts an object's keys, and a mail
 * lists the fields in the order the form declares them.
 */
import { FORM_MESSAGES } from './messages.ts';

export const FIELD_TYPES = ['text', 'email', 'tel'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A field's longest value when the form does not say, and the most it may say. */
export const DEFAULT_MAX_LENGTH = 1000;
export const MAX_MAX_LENGTH = 10_000;
/** Most fields a form may declare. */
export const MAX_FIELDS = 30;

export interface FormField {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  maxLength: number;
}

export interface FormDeclaration {
  name: string;
  fields: readonly FormField[];
  notify: string | null;
  subject: string | null;
  referencePrefix: string;
}

/** Names of forms and fields: what a workflow and a mail can write without surprises. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** The outbox's own rule (`server/mail/outbox.ts`), kept in step. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{4,24}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isEmail = (value: string): boolean => value.length <= 320 && EMAIL.test(value);

/** `recipientName` → `Recipient name`: a field's label when the form gives none. */
export const labelOf = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/[_-]+/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

function fieldOf(
  form: string,
  index: number,
  value: unknown,
  problems: string[],
): FormField | null {
  const where = `forms.${form}.fields[${index}]`;
  if (!isObject(value)) {
    problems.push(FORM_MESSAGES.notObject(where));
    return null;
  }
  const name = value.name;
  if (typeof name !== 'string' || !NAME.test(name)) {
    problems.push(FORM_MESSAGES.badName(`${where}.name`));
    return null;
  }
  const known = new Set(['name', 'label', 'type', 'required', 'maxLength']);
  for (const key of Object.keys(value))
    if (!known.has(key)) problems.push(FORM_MESSAGES.unknownKey(where, key));
  const { label, type = 'text', required = false, maxLength = DEFAULT_MAX_LENGTH } = value;
  if (label !== undefined && (typeof label !== 'string' || !label.trim()))
    problems.push(FORM_MESSAGES.badLabel(where));
  if (!FIELD_TYPES.includes(type as FieldType)) problems.push(FORM_MESSAGES.badType(where, type));
  if (typeof required !== 'boolean') problems.push(FORM_MESSAGES.badRequired(where));
  if (
    typeof maxLength !== 'number' ||
    !Number.isInteger(maxLength) ||
    maxLength < 1 ||
    maxLength > MAX_MAX_LENGTH
  )
    problems.push(FORM_MESSAGES.badMaxLength(where));
  return {
    name,
    label: typeof label === 'string' && label.trim() ? label.trim() : labelOf(name),
    type: FIELD_TYPES.includes(type as FieldType) ? (type as FieldType) : 'text',
    required: required === true,
    maxLength:
      typeof maxLength === 'number' && maxLength >= 1
        ? Math.min(MAX_MAX_LENGTH, Math.floor(maxLength))
        : DEFAULT_MAX_LENGTH,
  };
}

function formOf(name: string, value: unknown, problems: string[]): FormDeclaration | null {
  const where = `forms.${name}`;
  if (!NAME.test(name)) {
    problems.push(FORM_MESSAGES.badName(where));
    return null;
  }
  if (!isObject(value)) {
    problems.push(FORM_MESSAGES.notObject(where));
    return null;
  }
  const known = new Set(['fields', 'notify', 'subject', 'referencePrefix']);
  for (const key of Object.keys(value))
    if (!known.has(key)) problems.push(FORM_MESSAGES.unknownKey(where, key));
  const { fields, notify, subject, referencePrefix } = value;
  const list: FormField[] = [];
  if (!Array.isArray(fields) || fields.length === 0) problems.push(FORM_MESSAGES.noFields(where));
  else if (fields.length > MAX_FIELDS)
    problems.push(FORM_MESSAGES.tooManyFields(where, MAX_FIELDS));
  else
    fields.forEach((declared: unknown, index) => {
      const parsed = fieldOf(name, index, declared, problems);
      if (!parsed) return;
      if (list.some((field) => field.name === parsed.name))
        problems.push(FORM_MESSAGES.twice(`${where}.fields[${index}]`, parsed.name));
      else list.push(parsed);
    });
  if (notify !== undefined && (typeof notify !== 'string' || !isEmail(notify.trim())))
    problems.push(FORM_MESSAGES.badNotify(where, notify));
  if (subject !== undefined && (typeof subject !== 'string' || subject.length > 200))
    problems.push(FORM_MESSAGES.badSubject(where));
  if (
    referencePrefix !== undefined &&
    (typeof referencePrefix !== 'string' || !/^[A-Za-z0-9]{1,8}$/.test(referencePrefix))
  )
    problems.push(FORM_MESSAGES.badPrefix(where));
  return {
    name,
    fields: list,
    notify: typeof notify === 'string' && isEmail(notify.trim()) ? notify.trim() : null,
    subject: typeof subject === 'string' && subject.trim() ? subject.trim().slice(0, 200) : null,
    referencePrefix:
      typeof referencePrefix === 'string' && /^[A-Za-z0-9]{1,8}$/.test(referencePrefix)
        ? referencePrefix.toUpperCase()
        : 'MSG',
  };
}

/** The site's forms by name, with every problem of the setting (empty when it is right). */
export function formsOf(setting: unknown): {
  forms: ReadonlyMap<string, FormDeclaration>;
  problems: string[];
} {
  const problems: string[] = [];
  const forms = new Map<string, FormDeclaration>();
  if (setting === undefined || setting === null) return { forms, problems };
  if (!isObject(setting)) return { forms, problems: [FORM_MESSAGES.notObject('forms')] };
  for (const [name, value] of Object.entries(setting)) {
    const form = formOf(name, value, problems);
    if (form) forms.set(name, form);
  }
  return { forms, problems };
}

/** A submission that does not fit its form: the message names the field. */
export class SubmissionError extends Error {}

/**
 * The submitted values of `form`, trimmed, only its declared fields, empty optional fields left
 * out; throws `SubmissionError` naming the first field that is unknown, missing, too long, not
 * text or not of its type.
 */
export function checkSubmission(form: FormDeclaration, values: unknown): Record<string, string> {
  if (!isObject(values)) throw new SubmissionError(FORM_MESSAGES.noValues);
  const byName = new Map(form.fields.map((field) => [field.name, field]));
  for (const name of Object.keys(values))
    if (!byName.has(name)) throw new SubmissionError(FORM_MESSAGES.unknownField(form.name, name));
  const checked: Record<string, string> = {};
  for (const field of form.fields) {
    const raw = values[field.name];
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
      throw new SubmissionError(FORM_MESSAGES.notText(field.label));
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value === '') {
      if (field.required) throw new SubmissionError(FORM_MESSAGES.required(field.label));
      continue;
    }
    if (value.length > field.maxLength)
      throw new SubmissionError(FORM_MESSAGES.tooLong(field.label, field.maxLength));
    if (field.type === 'email' && !isEmail(value))
      throw new SubmissionError(FORM_MESSAGES.badEmail(field.label));
    if (field.type === 'tel' && !PHONE.test(value))
      throw new SubmissionError(FORM_MESSAGES.badPhone(field.label));
    checked[field.name] = value;
  }
  return checked;
}

/** The sender's address: the value of the form's first email field, if any. */
export function senderEmail(form: FormDeclaration, values: Record<string, string>): string | null {
  const field = form.fields.find((f) => f.type === 'email' && values[f.name]);
  return field ? values[field.name]! : null;
}
