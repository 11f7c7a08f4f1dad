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
      throw new CommandError('command.formula.parameterName', { name });
    }
    if (RESERVED.has(name)) throw new CommandError('command.formula.parameterReserved', { name });
    if (out.includes(name)) throw new CommandError('command.formula.parameterTwice', { name });
    out.push(name);
  }
  return out;
}
