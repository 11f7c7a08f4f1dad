/**
 * The rule each style key's values follow (`StyleRule`, `shared/schema/css-values.ts`), read from
 * the style descriptors: colour fields take colours, length fields a number in one of their
 * units (or their keywords), number fields a number within bounds — a whole one where CSS takes
 * an `<integer>` (z-index, order) —, and texts with a `cssSyntax` a transform or a ratio. `validateSite` takes
 * them as `styleRules`; the editor's fields check with the same rule (`ruleOf`).
 */
import type { StyleRule } from '@shared/schema/css-values.ts';
import type { PropertyDefinition } from '../define.ts';
import { allStyleDescriptors } from './index.ts';
import { styleKeywordsFor } from './style-keywords.ts';

/** The rule of a property's values, or null when it has none (free text, selects…). */
export function ruleOf(name: string, property: PropertyDefinition): StyleRule | null {
  const keywords = property.section === 'style' ? styleKeywordsFor(name) : [];
  switch (property.type) {
    case 'color':
      return { kind: 'color' };
    case 'length':
      return { kind: 'length', units: property.units ?? [], keywords };
    case 'number': {
      const integer = property.bounds?.integer === true;
      return property.bounds
        ? { kind: 'number', bounds: property.bounds, integer, keywords }
        : { kind: 'number', integer, keywords };
    }
    case 'text':
      return property.cssSyntax ? { kind: property.cssSyntax } : null;
    default:
      return null;
  }
}

export const styleRules: ReadonlyMap<string, StyleRule> = new Map(
  Object.entries(allStyleDescriptors).flatMap(([name, property]) => {
    const rule = property.section === 'style' ? ruleOf(name, property) : null;
    return rule ? [[name, rule] as const] : [];
  }),
);
