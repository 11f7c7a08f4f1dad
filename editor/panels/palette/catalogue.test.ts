import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { CATEGORIES, matches, paletteGroups } from './catalogue.ts';

const types = (groups: ReturnType<typeof paletteGroups>) =>
  groups.flatMap((group) => group.components.map((d) => d.type));

describe('palette catalogue', () => {
  it('offers every component but the deprecated ones, once each', () => {
    const offered = types(paletteGroups('en'));
    const expected = Object.values(componentDefinitions)
      .filter((d) => !d.deprecated)
      .map((d) => d.type);
    expect([...offered].sort()).toEqual([...expected].sort());
    expect(offered).not.toContain('legacy-select');
    expect(offered).not.toContain('rich-text');
  });

  it('groups by category in the palette order, sorted by label, without empty groups', () => {
    const groups = paletteGroups('en');
    const order = groups.map((g) => CATEGORIES.indexOf(g.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const group of groups) {
      expect(group.components.length).toBeGreaterThan(0);
      expect(group.components.every((d) => d.category === group.category)).toBe(true);
      const labels = group.components.map((d) => d.label.en);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    }
    expect(groups.find((g) => g.category === 'basic')?.components.map((d) => d.type)).toContain(
      'text',
    );
  });

  it('searches labels in both languages and the type, ignoring case and accents', () => {
    expect(types(paletteGroups('en', 'bouton'))).toEqual(['button']);
    expect(types(paletteGroups('en', 'ONGLETS'))).toEqual(['tabs']);
    expect(types(paletteGroups('fr', 'accordeon'))).toEqual(['accordion']);
    expect(types(paletteGroups('en', 'form-input'))).toEqual(['form-input']);
    expect(paletteGroups('en', 'zzz')).toEqual([]);
    const text = componentDefinitions.text;
    expect(text && matches(text, '  ')).toBe(true);
  });

  it('sorts by the French label in French', () => {
    const layout = paletteGroups('fr').find((g) => g.category === 'layout');
    const labels = layout?.components.map((d) => d.label.fr) ?? [];
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});
