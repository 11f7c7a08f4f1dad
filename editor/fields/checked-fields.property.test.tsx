/**
 * Issue 32's property: random strings typed key by key into each checked field type (number,
 * length, colour, transform, ratio) never store a value that `validateSite` rejects.
 */
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { componentTypes } from '@catalogue/definitions.ts';
import { allStyleDescriptors } from '@catalogue/properties/index.ts';
import { styleRules } from '@catalogue/properties/style-rules.ts';
import { loadSite } from '@shared/schema/load.ts';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { typingField } from './testing/typing.tsx';

afterEach(cleanup);

/** The errors `validateSite` finds in a site whose element `box` holds `value` for `name`. */
function errorsOf(name: string, values: ReadonlyArray<JsonValue | undefined>): string[] {
  const defined = values.filter((value) => value !== undefined);
  const texts = fixtureTexts((site) => {
    const elements = site.pages.home!.elements;
    const ids = defined.map((value, i) => {
      elements[`probe${i}`] = { id: `probe${i}`, type: 'text', styles: { [name]: value } };
      return `probe${i}`;
    });
    elements.box!.children = { default: ['title', 'cta', ...ids] };
  });
  return loadSite(texts, { knownTypes: componentTypes, styleRules })
    .problems.filter((p) => p.severity === 'error')
    .map((p) => `${p.path}: ${p.message}`);
}

// Strings an author might type: anything, and near-misses of each kind of value.
const typed = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.stringMatching(/^[-+−]?\d{0,4}(\.\d{0,3})?(e[-+]?\d{1,3})?(px|rem|em|%|vw|pt)?$/),
  fc.stringMatching(/^(#[0-9a-fA-F]{0,9}|rgb\(\d{1,3},\d{1,3},\d{1,3}\)?|[a-z]{1,10})$/),
  fc.stringMatching(/^((rotate|scale|translateX|skew|spin)\(-?\d{0,3}(deg|px|%|turn)?\)? ?){1,3}$/),
  fc.stringMatching(/^\d{0,3} ?\/? ?\d{0,3}$/),
);

const FIELDS: Array<[string, JsonValue | undefined]> = [
  ['zIndex', 1],
  ['opacity', 0.5],
  ['fontSize', '16px'],
  ['width', 'auto'],
  ['color', '#112233'],
  ['transform', undefined],
  ['aspectRatio', '16 / 9'],
];

describe('checked fields, typed at random', () => {
  for (const [name, initial] of FIELDS) {
    it(`${name}: never stores a value validateSite rejects`, () => {
      const stored: Array<JsonValue | undefined> = [];
      fc.assert(
        fc.property(typed, (text) => {
          const field = typingField(name, allStyleDescriptors[name]!, initial);
          field.type(text);
          stored.push(...field.stored);
          cleanup();
        }),
        { numRuns: 60 },
      );
      expect(stored.length).toBeGreaterThan(0);
      expect(errorsOf(name, stored)).toEqual([]);
      // ~1-2 s alone; a busy machine (the unit suite in parallel) takes several times that.
    }, 60_000);
  }
});
