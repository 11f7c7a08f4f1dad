/**
 * Checks every catalogue component passes; each component test calls `sharedChecks(...)` first,
 * then adds its own cases.
 */
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueComponentProps } from '../component.ts';
import type { ComponentDefinition } from '../define.ts';
import { componentDefinitions } from '../definitions.ts';
import { defaultProps } from '../props.ts';
import { catalogueEntry } from '../registry.ts';

export interface SharedCheckOptions {
  /** Rendered with defaults, the component has this accessible text (per language). */
  defaultText?: { en: string; fr: string };
}

export function sharedChecks<P>(
  definition: ComponentDefinition,
  Component: ComponentType<CatalogueComponentProps<P>>,
  options: SharedCheckOptions = {},
): void {
  const renderDefault = (lang: 'en' | 'fr', extra: Partial<CatalogueComponentProps<P>> = {}) =>
    render(<Component props={defaultProps<P>(definition, lang)} className="b-test" {...extra} />);

  describe(`${definition.type}: shared checks`, () => {
    afterEach(cleanup);

    it('is registered under its type, in the definitions and the registry', () => {
      expect(componentDefinitions[definition.type]).toBe(definition);
      expect(catalogueEntry(definition.type)?.definition).toBe(definition);
      expect(catalogueEntry(definition.type)?.component).toBe(Component);
    });

    it('labels the component and every property and option in English and French', () => {
      const labels = [
        definition.label,
        ...Object.values(definition.properties).flatMap((p) => [
          p.label,
          ...(p.options ?? []).map((o) => o.label),
        ]),
      ];
      for (const label of labels) {
        expect(label.en.trim(), JSON.stringify(label)).not.toBe('');
        expect(label.fr.trim(), JSON.stringify(label)).not.toBe('');
      }
    });

    it('gives every property a default that fits its type, options and bounds', () => {
      for (const [name, property] of Object.entries(definition.properties)) {
        expect(property.default, name).not.toBeUndefined();
        if (property.type === 'select') {
          expect(property.options?.length, name).toBeGreaterThan(0);
          if (property.default !== null)
            expect(
              property.options?.map((o) => o.value),
              name,
            ).toContain(property.default);
        }
        if (property.bounds)
          expect(property.bounds.min, name).toBeLessThanOrEqual(property.bounds.max);
        if (typeof property.default === 'number' && property.bounds) {
          expect(property.default, name).toBeGreaterThanOrEqual(property.bounds.min);
          expect(property.default, name).toBeLessThanOrEqual(property.bounds.max);
        }
        if (
          property.multiLang &&
          property.default !== null &&
          typeof property.default === 'object'
        ) {
          expect(Object.keys(property.default), name).toEqual(['$lang']);
        }
      }
    });

    for (const lang of ['en', 'fr'] as const) {
      it(`renders with its defaults (${lang}), carrying the class`, () => {
        const { container } = renderDefault(lang);
        expect(container.querySelector('.b-test')).not.toBeNull();
        if (options.defaultText) expect(container.textContent).toContain(options.defaultText[lang]);
      });
    }

    it('renders a link when given an href', () => {
      const { container } = renderDefault('en', {
        href: '/faq',
        target: '_blank',
        rel: 'noopener',
      });
      const anchor = container.querySelector('a');
      expect(anchor?.getAttribute('href')).toBe('/faq');
      expect(anchor?.getAttribute('target')).toBe('_blank');
      expect(anchor?.getAttribute('rel')).toBe('noopener');
    });
  });
}
