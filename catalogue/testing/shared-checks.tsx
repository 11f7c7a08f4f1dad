/**
 * Checks every catalogue component passes; each component test calls `sharedChecks(...)` first,
 * then adds its own cases.
 */
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueComponentProps } from '../component.ts';
import type { ComponentDefinition, PropertyBounds, PropertyDefinition } from '../define.ts';
import { componentDefinitions } from '../definitions.ts';
import { coerceProp, defaultProps } from '../props.ts';
import { catalogueEntry, loadCatalogueEntry } from '../registry.ts';
import type { ComponentSeeds } from '../seeds.ts';

export interface SharedCheckOptions {
  /** What the seeds name for this component (its `seeds.ts`). */
  seeds: ComponentSeeds;
  /** Rendered with defaults, the component has this accessible text (per language). */
  defaultText?: { en: string; fr: string };
  /** `false` for components a link makes no sense on (inputs, forms, dialogs). Default true. */
  link?: boolean;
  /** Extra props for every render of the shared checks (e.g. children for a container). */
  extra?: Partial<CatalogueComponentProps<never>>;
}

/** The definition of `a.b.c`: a property, then fields of objects or of array items. */
export function propertyAt(
  definition: ComponentDefinition,
  path: string,
): PropertyDefinition | undefined {
  const [first, ...rest] = path.split('.');
  let property = Object.hasOwn(definition.properties, first!)
    ? definition.properties[first!]
    : undefined;
  for (const part of rest) {
    const children = property?.fields ?? property?.item;
    property = children && Object.hasOwn(children, part) ? children[part] : undefined;
  }
  return property;
}

/** The English text of a multi-language default, else the default itself. */
function plainDefault(value: PropertyDefinition['default']): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && '$lang' in value)
    return (value.$lang as Record<string, unknown>).en;
  return value;
}

/** Every bounds of a property: its `bounds` or each unit of a length. */
function boundsOf(property: PropertyDefinition): PropertyBounds[] {
  return property.units ?? (property.bounds ? [property.bounds] : []);
}

/** Every property, with the fields of objects and array items, by dotted path. */
function allProperties(
  properties: Record<string, PropertyDefinition>,
  prefix = '',
): Array<[string, PropertyDefinition]> {
  return Object.entries(properties).flatMap(([name, property]) => [
    [prefix + name, property] as [string, PropertyDefinition],
    ...allProperties(property.fields ?? property.item ?? {}, `${prefix}${name}.`),
  ]);
}

/** axe rules that need a real layout engine (happy-dom has none); the Storybook e2e runs them. */
const LAYOUT_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

export function sharedChecks<P>(
  definition: ComponentDefinition,
  Component: ComponentType<CatalogueComponentProps<P>>,
  options: SharedCheckOptions,
): void {
  const renderDefault = (lang: 'en' | 'fr', extra: Partial<CatalogueComponentProps<P>> = {}) =>
    render(
      <Component
        props={defaultProps<P>(definition, lang)}
        className="b-test"
        lang={lang}
        {...options.extra}
        {...extra}
      />,
    );
  const { seeds } = options;

  describe(`${definition.type}: shared checks`, () => {
    afterEach(cleanup);

    it('is registered under its type, in the definitions and the registry', async () => {
      expect(componentDefinitions[definition.type]).toBe(definition);
      const entry = await loadCatalogueEntry(definition.type);
      expect(entry?.definition).toBe(definition);
      expect(entry?.component).toBe(Component);
      expect(catalogueEntry(definition.type)).toBe(entry);
    });

    it(`declares every property the seeds name (${seeds.heading}), with their defaults, bounds and options`, () => {
      for (const seed of seeds.properties) {
        const property = propertyAt(definition, seed.name);
        expect(property, `${seed.name} is declared`).toBeDefined();
        if (!property) continue;
        if ('default' in seed)
          expect(plainDefault(property.default), `${seed.name} default`).toEqual(seed.default);
        for (const bounds of seed.bounds ?? []) {
          const declared = boundsOf(property).find((b) => (b.unit ?? '') === (bounds.unit ?? ''));
          expect(declared, `${seed.name} bounds in ${bounds.unit ?? 'no unit'}`).toBeDefined();
          expect([declared?.min, declared?.max], `${seed.name} bounds`).toEqual([
            bounds.min,
            bounds.max,
          ]);
          if (bounds.step !== undefined)
            expect(declared?.step, `${seed.name} step`).toBe(bounds.step);
        }
        for (const option of seed.options ?? [])
          expect(
            property.options?.map((o) => o.value),
            `${seed.name} offers ${option}`,
          ).toContain(option);
      }
      for (const state of seeds.states ?? []) expect(definition.states ?? []).toContain(state);
      for (const event of seeds.events ?? [])
        expect((definition.events ?? []).map((e) => e.name)).toContain(event);
      for (const action of seeds.actions ?? [])
        expect((definition.actions ?? []).map((a) => a.name)).toContain(action);
      for (const slot of seeds.slots ?? []) expect(definition.slots ?? []).toContain(slot);
      for (const field of seeds.state ?? [])
        expect(Object.keys(definition.state ?? {})).toContain(field);
    });

    it('clamps bound values outside the bounds, with a warning', () => {
      for (const [name, property] of allProperties(definition.properties)) {
        for (const bounds of boundsOf(property)) {
          const unit = property.type === 'length' ? (bounds.unit ?? '') : '';
          const as = (n: number) => (property.type === 'length' ? `${n}${unit}` : n);
          const warn = vi.fn();
          expect(coerceProp(property, as(bounds.max + 1), ['en'], warn), name).toEqual(
            as(bounds.max),
          );
          expect(coerceProp(property, as(bounds.min - 1), ['en'], warn), name).toEqual(
            as(bounds.min),
          );
          expect(warn, name).toHaveBeenCalledTimes(2);
        }
      }
    });

    it('labels the component and every property, option, event and action in English and French', () => {
      const labels = [
        definition.label,
        ...allProperties(definition.properties).flatMap(([, p]) => [
          p.label,
          ...(p.options ?? []).map((o) => o.label),
        ]),
        ...(definition.events ?? []).map((e) => e.label),
        ...(definition.actions ?? []).map((a) => a.label),
        ...Object.values(definition.state ?? {}).map((s) => s.label),
        ...Object.values(definition.slotLabels ?? {}),
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
      it(`renders with its defaults (${lang}), carrying the class`, async () => {
        const { container } = renderDefault(lang);
        await act(async () => undefined);
        expect(document.body.querySelector('.b-test')).not.toBeNull();
        if (options.defaultText)
          expect(document.body.textContent).toContain(options.defaultText[lang]);
        expect(container).toBeDefined();
      });
    }

    it('has no axe violations with its defaults', async () => {
      renderDefault('en');
      await act(async () => undefined);
      const result = await axe.run(document.body, { rules: LAYOUT_RULES });
      expect(
        result.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`,
        ),
      ).toEqual([]);
    });

    // Controls and containers of controls (inputs, forms, dialogs…) declare `link: false`: a
    // link around them would nest interactive content. Only the others get this check.
    if (options.link !== false)
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
