/** The parameters of a site or page formula: names the body reads, like arrow parameters. */
import { CommandError } from '../command.ts';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Words a parameter cannot be: formula roots and literals. */
const RESERVED = new Set([
  'variables',
  'collections',
  'formulas',
  'plugins',
  'context',
  'true',
  'false',
  'null',
  'undefined',
  'this',
]);

/** Trimmed parameter names, or a refusal naming the first bad one. */
export function checkParameters(parameters: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of parameters) {
    const name = String(raw).trim();
    if (!IDENTIFIER.test(name)) {
      throw new CommandError(
        `The parameter "${name}" is not a valid name: use letters, digits, "_" or "$", not starting with a digit.`,
      );
    }
    if (RESERVED.has(name)) throw new CommandError(`"${name}" cannot be a parameter name.`);
    if (out.includes(name)) throw new CommandError(`The parameter "${name}" is listed twice.`);
    out.push(name);
  }
  return out;
}
