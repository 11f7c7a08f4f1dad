/**
 * Text helpers: concatenate, split, lower, lowercase, upper, capitalize, trim, replace, includes,
 * startsWith, padStart, isEmail. Text parameters also take numbers and booleans (written as
 * text); null and undefined read as ''. Each charges the length of the text it goes through.
 */
import { asArray } from '@shared/values/index.ts';
import type { HelperCall } from './call.ts';
import { defineHelper } from './define.ts';
import { isMissing, wholeNumber } from './inputs.ts';

/** `call.textLike(i)`, charged by its length. */
function textArg(call: HelperCall, i: number): string {
  const text = call.textLike(i);
  call.charge(text.length);
  return text;
}

/** The first character (a whole code point, so an emoji is not cut in half). */
function firstCharacter(text: string): string {
  const code = text.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/**
 * The WHATWG pattern of `<input type="email">`, with at least one dot in the domain: a site's
 * forms want addresses that can receive mail, and `name@localhost` cannot from the internet.
 * Local part: letters, digits and .!#$%&'*+/=?^_`{|}~-; domain: labels of letters, digits and
 * inner hyphens, 1–63 characters each. No spaces, no quotes, no IP literals.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** The longest address SMTP can carry (RFC 5321 path limit less the angle brackets). */
const EMAIL_MAX_LENGTH = 254;

export const textHelpers = [
  defineHelper({
    name: 'concatenate',
    category: 'text',
    run: (call) => {
      const first = call.args.find((value) => !isMissing(value));
      if (asArray(first)) {
        const joined: unknown[] = [];
        for (let i = 0; i < call.count; i++) {
          if (isMissing(call.args[i])) continue;
          for (const item of call.array(i)) joined.push(item);
        }
        return joined;
      }
      let text = '';
      for (let i = 0; i < call.count; i++) text += textArg(call, i);
      return text;
    },
  }),
  defineHelper({
    name: 'split',
    category: 'text',
    run: (call) => {
      const text = textArg(call, 0);
      const separator = call.text(1);
      if (text === '') return [];
      return separator === '' ? [...text] : text.split(separator);
    },
  }),
  defineHelper({
    name: 'lower',
    category: 'text',
    run: (call) => textArg(call, 0).toLowerCase(),
  }),
  defineHelper({
    name: 'lowercase',
    category: 'text',
    run: (call) => textArg(call, 0).toLowerCase(),
  }),
  defineHelper({
    name: 'upper',
    category: 'text',
    run: (call) => textArg(call, 0).toUpperCase(),
  }),
  defineHelper({
    name: 'capitalize',
    category: 'text',
    run: (call) => {
      const text = textArg(call, 0);
      const first = firstCharacter(text);
      return first.toUpperCase() + text.slice(first.length);
    },
  }),
  defineHelper({
    name: 'trim',
    category: 'text',
    run: (call) => textArg(call, 0).trim(),
  }),
  defineHelper({
    name: 'replace',
    category: 'text',
    run: (call) => {
      const text = textArg(call, 0);
      const search = call.textLike(1);
      const replacement = call.textLike(2);
      if (search === '') return text;
      // split/join rather than replaceAll, which reads "$&" and "$1" in the replacement.
      const parts = text.split(search);
      call.charge((parts.length - 1) * replacement.length);
      return parts.join(replacement);
    },
  }),
  defineHelper({
    name: 'includes',
    category: 'text',
    run: (call) => textArg(call, 0).includes(call.textLike(1)),
  }),
  defineHelper({
    name: 'startsWith',
    category: 'text',
    run: (call) => textArg(call, 0).startsWith(call.textLike(1)),
  }),
  defineHelper({
    name: 'padStart',
    category: 'text',
    run: (call) => {
      const text = textArg(call, 0);
      const length = wholeNumber(call, 1);
      const fill = call.has(2) && call.args[2] !== null ? call.textLike(2) : ' ';
      // The text to build is `length` long: count it before allocating it.
      call.charge(Math.max(0, length - text.length));
      return text.padStart(length, fill);
    },
  }),
  defineHelper({
    name: 'isEmail',
    category: 'text',
    run: (call) => {
      const value = call.args[0];
      if (typeof value !== 'string' || value.length > EMAIL_MAX_LENGTH) return false;
      return EMAIL.test(value);
    },
  }),
];
