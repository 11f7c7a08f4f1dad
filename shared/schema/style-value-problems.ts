/**
 * Style values against the rule of their CSS property (`css-values.ts`): a colour that is no
 * colour, a length in no unit the property takes, a z-index that is no whole number, a transform
 * or a ratio the browser would drop is an error; a number outside its bounds is a warning (the
 * runtime clamps it). The catalogue gives the rules (`ValidateOptions.styleRules`); without them
 * nothing is checked. Styles bound to formulas are not read.
 */
import { isStyleWarning, styleValueProblem, type StyleRule } from './css-values.ts';
import { jsonPath, problemOf, type Problem } from './problems.ts';
import type { SiteBundle } from './site.ts';
import { eachStyleMap } from './style-maps.ts';

export function styleValueProblems(
  bundle: SiteBundle,
  rules: ReadonlyMap<string, StyleRule>,
): Problem[] {
  const problems: Problem[] = [];
  eachStyleMap(bundle, (file, path, styles) => {
    for (const [key, value] of Object.entries(styles ?? {})) {
      const rule = rules.get(key);
      const text = rule && styleValueProblem(rule, value);
      if (text)
        problems.push(
          problemOf(
            file,
            jsonPath([...path, key]),
            text,
            isStyleWarning(text) ? 'warning' : 'error',
          ),
        );
    }
  });
  return problems;
}
