/**
 * A site formula called on the server (the delivery fee, a priced offer's price): found by id or
 * name among the formulas the site published, called with the given arguments. Site formulas
 * only: variables, collections and the page are the browser's, so the formula may read its
 * parameters (and other site formulas) only — the same call the site's pages make.
 */
import { createFormulaFunctions, evaluateFormula } from '@shared/formula/index.ts';
import type { Formula } from '@shared/schema/logic.ts';

export class NoSiteFormula extends Error {
  constructor(readonly formulaName: string) {
    super(`there is no site formula "${formulaName}"`);
  }
}

/** The formula's value for `args`; throws `NoSiteFormula`, or the formula's `FormulaError`. */
export function callSiteFormula(
  formulas: Readonly<Record<string, Formula>>,
  formulaName: string,
  args: readonly unknown[],
): unknown {
  const definitions = Object.values(formulas);
  const formula = definitions.find((f) => f.id === formulaName || f.name === formulaName);
  if (!formula) throw new NoSiteFormula(formulaName);
  const names = args.map((_, index) => `a${index}`);
  return evaluateFormula(
    `formulas[${JSON.stringify(formula.id)}](${names.map((name) => `variables.${name}`).join(', ')})`,
    {
      variables: Object.fromEntries(names.map((name, index) => [name, args[index]])),
      collections: {},
      plugins: {},
      context: {},
      formulas: createFormulaFunctions(definitions),
    },
  );
}
