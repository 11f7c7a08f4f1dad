// @vitest-environment happy-dom
// (happy-dom for its CSSStyleDeclaration, which knows the CSS property names.)
import { describe, expect, it, vi } from 'vitest';
import { ELEMENT_EVENT_TRIGGERS } from '@shared/schema/constants.ts';
import { elementSchema, linkSchema } from '@shared/schema/element.ts';
import type { Label, PropertyBounds, PropertyDefinition } from '../define.ts';
import { coerceProp } from '../props.ts';
import {
  allStyleDescriptors,
  attributeDescriptors,
  backgroundVideoProperties,
  ELEMENT_FIELDS,
  BEHAVIOUR_STYLE_KEYS,
  gridProperties,
  layoutProperties,
  linkDescriptor,
  styleDescriptors,
  textProperties,
} from './index.ts';

/** Every descriptor with its nested fields and item fields, by dotted path. */
function flatten(
  properties: Readonly<Record<string, PropertyDefinition>>,
  prefix = '',
): Array<[string, PropertyDefinition]> {
  return Object.entries(properties).flatMap(([name, property]) => [
    [prefix + name, property] as [string, PropertyDefinition],
    ...flatten(property.fields ?? property.item ?? {}, `${prefix}${name}.`),
  ]);
}

const styleEntries = flatten(allStyleDescriptors);
const attributeEntries = flatten(attributeDescriptors);
const everything = [...styleEntries, ...attributeEntries];
const boundsOf = (p: PropertyDefinition): PropertyBounds[] =>
  p.units ?? (p.bounds ? [p.bounds] : []);
const behaviourKeys: ReadonlySet<string> = new Set(BEHAVIOUR_STYLE_KEYS);
const cssKeys = Object.keys(allStyleDescriptors).filter((key) => !behaviourKeys.has(key));

describe('style and attribute descriptors', () => {
  it('label every group, descriptor and option in English and French', () => {
    const labels: Label[] = [
      ...Object.values(styleDescriptors).map((group) => group.label),
      ...everything.flatMap(([, p]) => [p.label, ...(p.options ?? []).map((o) => o.label)]),
    ];
    expect(labels.length).toBeGreaterThan(200);
    for (const label of labels) {
      expect(label.en.trim(), JSON.stringify(label)).not.toBe('');
      expect(label.fr.trim(), JSON.stringify(label)).not.toBe('');
    }
  });

  it('give every descriptor a default that fits its type, options and bounds', () => {
    for (const [name, p] of everything) {
      expect(p.default, name).not.toBeUndefined();
      if (p.type === 'select') {
        expect(p.options?.length, name).toBeGreaterThan(0);
        if (p.default !== null)
          expect(
            p.options?.map((o) => o.value),
            name,
          ).toContain(p.default);
      }
      if (p.type === 'boolean') expect(typeof p.default, name).toBe('boolean');
      if (p.type === 'array')
        expect(Array.isArray(p.default) || p.default === null, name).toBe(true);
      if (p.type === 'length') expect(p.units?.length, `${name} has units`).toBeGreaterThan(0);
      if (p.type === 'number') expect(p.bounds, `${name} has bounds`).toBeDefined();
      for (const bounds of boundsOf(p)) {
        expect(bounds.min, name).toBeLessThan(bounds.max);
        if (typeof p.default === 'number') {
          expect(p.default, name).toBeGreaterThanOrEqual(bounds.min);
          expect(p.default, name).toBeLessThanOrEqual(bounds.max);
        }
      }
    }
  });

  it('have bounds that clamp: opacity 0–1, z-index, lengths per unit', () => {
    expect(allStyleDescriptors.opacity?.bounds).toMatchObject({ min: 0, max: 1 });
    expect(allStyleDescriptors.zIndex?.bounds).toMatchObject({ min: -100, max: 10000 });
    for (const [name, p] of everything) {
      for (const bounds of boundsOf(p)) {
        const as = (n: number) => (p.type === 'length' ? `${n}${bounds.unit ?? ''}` : n);
        const warn = vi.fn();
        expect(coerceProp(p, as(bounds.max + 1), ['en'], warn), name).toEqual(as(bounds.max));
        expect(coerceProp(p, as(bounds.min - 1), ['en'], warn), name).toEqual(as(bounds.min));
        expect(warn, name).toHaveBeenCalledTimes(2);
      }
    }
  });

  it('key style descriptors by real CSS property names, except the behaviour keys', () => {
    const style = document.createElement('div').style as unknown as Record<string, unknown>;
    expect(cssKeys.length).toBeGreaterThan(80);
    for (const key of cssKeys) expect(key in style, `${key} is a CSS property`).toBe(true);
    // Behaviour keys can never clash with CSS, and each is declared.
    for (const key of BEHAVIOUR_STYLE_KEYS) {
      expect(key in style, `${key} is not CSS`).toBe(false);
      expect(allStyleDescriptors[key], key).toBeDefined();
    }
  });

  it('offer only option values the browser accepts for that CSS property', () => {
    // Valid CSS (CSS Backgrounds 3) that happy-dom's parser does not know yet.
    const happyDomGaps = new Set([
      'backgroundRepeat: space',
      'backgroundRepeat: round',
      'backgroundAttachment: local',
    ]);
    const style = document.createElement('div').style as unknown as Record<string, string>;
    let checked = 0;
    for (const key of cssKeys) {
      for (const { value } of allStyleDescriptors[key]?.options ?? []) {
        if (happyDomGaps.has(`${key}: ${value}`)) continue;
        style[key] = '';
        style[key] = value;
        expect(style[key], `${key}: ${value}`).toBe(value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('are all style properties that vary like CSS, bindable', () => {
    for (const [key, p] of Object.entries(allStyleDescriptors)) {
      expect(p.section, key).toBe('style');
      expect(p.bindable, key).toBe(true);
      if (!behaviourKeys.has(key))
        expect([p.responsive, p.states, p.classes, p.default], key).toEqual([
          true,
          true,
          true,
          null,
        ]);
    }
    for (const [key, p] of Object.entries(attributeDescriptors))
      expect(p.section, key).toBe('settings');
  });

  it('put every style key in exactly one group', () => {
    const keys = Object.values(styleDescriptors).flatMap((group) => Object.keys(group.properties));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cover every style descriptor the seeds name, and their named property sets', () => {
    // Seeds §3 "Style property descriptors", transcribed.
    const groups = [
      'background',
      'layout',
      'sizing',
      'spacing',
      'borders',
      'outline',
      'shadow',
      'cursor',
      'transform',
      'opacity',
      'transition',
      'flex',
      'animation',
      'customCss',
      'zIndex',
      'overflow',
      'position',
      'conditionalRendering',
    ];
    for (const group of groups) expect(Object.keys(styleDescriptors), group).toContain(group);
    // "background (order, color, gradient, image, size, repeat, attachment, position x/y, video,
    // poster, loop, preload)"
    expect(Object.keys(styleDescriptors.background.properties)).toEqual(
      expect.arrayContaining([
        'backgroundOrder',
        'backgroundColor',
        'backgroundGradient',
        'backgroundImage',
        'backgroundSize',
        'backgroundRepeat',
        'backgroundAttachment',
        'backgroundPositionX',
        'backgroundPositionY',
        'backgroundVideo',
        'backgroundVideoPoster',
        'backgroundVideoLoop',
        'backgroundVideoPreload',
      ]),
    );
    expect(allStyleDescriptors.customCss).toMatchObject({ type: 'code', language: 'css' });
    expect(allStyleDescriptors.zIndex?.type).toBe('number');
    expect(allStyleDescriptors.conditionalRendering).toMatchObject({
      type: 'boolean',
      bindable: true,
      default: true,
    });
    // "Text, layout, grid and background-video property sets exist."
    expect(styleDescriptors.text.properties).toBe(textProperties);
    expect(styleDescriptors.layout.properties).toBe(layoutProperties);
    expect(styleDescriptors.grid.properties).toBe(gridProperties);
    expect(Object.keys(backgroundVideoProperties)).toEqual([
      'backgroundVideo',
      'backgroundVideoPoster',
      'backgroundVideoLoop',
      'backgroundVideoPreload',
    ]);
    expect(Object.keys(textProperties)).toEqual(
      expect.arrayContaining(['color', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight']),
    );
    expect(Object.keys(gridProperties)).toContain('gridTemplateColumns');
    expect(Object.keys(layoutProperties)).toEqual(
      expect.arrayContaining(['display', 'flexDirection', 'justifyContent', 'alignItems']),
    );
  });

  it('hide what does not apply to the current styles', () => {
    const { top, backgroundVideoPoster, flexDirection, gridTemplateColumns } = allStyleDescriptors;
    expect(top?.hidden?.({})).toBe(true);
    expect(top?.hidden?.({ position: 'static' })).toBe(true);
    expect(top?.hidden?.({ position: 'absolute' })).toBe(false);
    expect(backgroundVideoPoster?.hidden?.({})).toBe(true);
    expect(backgroundVideoPoster?.hidden?.({ backgroundVideo: '/v.mp4' })).toBe(false);
    expect(flexDirection?.hidden?.({ display: 'block' })).toBe(true);
    expect(flexDirection?.hidden?.({ display: 'inline-flex' })).toBe(false);
    expect(gridTemplateColumns?.hidden?.({ display: 'flex' })).toBe(true);
    expect(gridTemplateColumns?.hidden?.({ display: 'grid' })).toBe(false);
  });
});

describe('attribute descriptors', () => {
  it('cover every attribute the seeds name', () => {
    // Seeds §3 "Attribute descriptors": "id, class, attributes (name/value pairs), link (type,
    // pageId, parameters, sectionId, href, file, targetBlank, background, content, query
    // name/value pairs), interactions, hydrate".
    expect(Object.keys(attributeDescriptors)).toEqual(
      expect.arrayContaining(['id', 'class', 'attributes', 'link', 'interactions', 'hydrate']),
    );
    expect(Object.keys(attributeDescriptors.attributes?.item ?? {})).toEqual(['name', 'value']);
    expect(Object.keys(linkDescriptor.fields ?? {})).toEqual(
      expect.arrayContaining([
        'type',
        'pageId',
        'parameters',
        'sectionId',
        'href',
        'targetBlank',
        'background',
        'content',
        'query',
      ]),
    );
    // "file" is a link type; its address is the link's `href` (shared link schema).
    expect(linkDescriptor.fields?.type?.options?.map((o) => o.value)).toContain('file');
    expect(Object.keys(linkDescriptor.fields?.query?.item ?? {})).toEqual(['name', 'value']);
  });

  it('describe the link exactly as the shared link schema stores it', () => {
    const variants = linkSchema.options.map((variant) => ({
      type: variant.shape.type.value as string,
      keys: Object.keys(variant.shape),
    }));
    const fields = linkDescriptor.fields ?? {};
    expect(fields.type?.options?.map((o) => o.value).sort()).toEqual(
      variants.map((v) => v.type).sort(),
    );
    expect(Object.keys(fields).sort()).toEqual(
      [...new Set(variants.flatMap((v) => v.keys))].sort(),
    );
    // Each field shows for exactly the link types that store it.
    for (const { type, keys } of variants) {
      for (const [name, field] of Object.entries(fields)) {
        if (name === 'type') continue;
        expect(field.hidden?.({ type }) ?? false, `${name} for ${type}`).toBe(!keys.includes(name));
      }
    }
    // A link written with the descriptor's fields passes the schema.
    expect(
      linkSchema.safeParse({
        type: 'page',
        pageId: 'home',
        sectionId: 'hero',
        parameters: { id: '3' },
        query: [{ name: 'ref', value: 'mail' }],
        targetBlank: fields.targetBlank?.default,
      }).success,
    ).toBe(true);
  });

  it('name the element field each is stored in, and fit it', () => {
    for (const [descriptor, field] of Object.entries(ELEMENT_FIELDS)) {
      expect(Object.keys(attributeDescriptors), descriptor).toContain(descriptor);
      expect(Object.keys(elementSchema.shape), field).toContain(field);
    }
    const item = attributeDescriptors.attributes?.item ?? {};
    expect([item.name?.bindable, item.value?.bindable]).toEqual([false, true]);
    expect([attributeDescriptors.id?.bindable, attributeDescriptors.class?.bindable]).toEqual([
      true,
      true,
    ]);
    // Written with the descriptors' fields, texts or formulas, an element passes the schema.
    expect(
      elementSchema.safeParse({
        id: 'e',
        type: 'text',
        htmlId: attributeDescriptors.id?.default || 'anchor',
        classes: { $formula: "'card'" },
        attributes: [{ name: 'role', value: { $formula: "'alert'" } }],
      }).success,
    ).toBe(true);
  });

  it('offer every element event trigger for interactions', () => {
    expect(attributeDescriptors.interactions?.item?.trigger?.options?.map((o) => o.value)).toEqual([
      ...ELEMENT_EVENT_TRIGGERS,
    ]);
  });
});
