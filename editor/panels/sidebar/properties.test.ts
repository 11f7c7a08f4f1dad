import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { allStyleDescriptors } from '@catalogue/properties/index.ts';
import { matchesSearch, searchSection, sidebarModel } from './properties.ts';

const button = componentDefinitions.button!;
const flexbox = componentDefinitions.flexbox!;

describe('sidebarModel', () => {
  it('lists ungrouped settings first, then each group', () => {
    const { settings } = sidebarModel(button);
    expect(settings.map((g) => g.id)).toEqual(['settings', 'settings:Icons']);
    expect(settings[0]!.names).toEqual(['text', 'buttonType', 'disabled']);
    expect(settings[1]!.label?.fr).toBe('Icônes');
  });

  it('gives every element the shared style descriptors, the component’s own replacing them', () => {
    const model = sidebarModel(flexbox);
    for (const key of Object.keys(allStyleDescriptors))
      expect(model.properties.style[key]).toBeDefined();
    // Flexbox's own display (flex or hidden, default flex) wins over the shared one.
    expect(model.properties.style.display?.default).toBe('flex');
    expect(model.properties.style.display?.options?.map((o) => o.value)).toEqual(['flex', 'none']);
    // `gap` is not a shared descriptor: it gets the component's group, first.
    expect(model.style[0]).toMatchObject({ id: 'style:component', names: ['gap'] });
    expect(model.style.find((g) => g.id === 'style:spacing')?.composite).toBe('spacing');
    expect(model.style.find((g) => g.id === 'style:borders')?.composite).toBe('border');
  });

  it('is built once per definition', () => {
    expect(sidebarModel(button)).toBe(sidebarModel(button));
  });
});

describe('search', () => {
  it('matches the English label, the French label (accents or not) and the name', () => {
    const disabled = button.properties.disabled!;
    expect(matchesSearch('disabled', disabled, 'Disab')).toBe(true);
    expect(matchesSearch('disabled', disabled, 'désactivé')).toBe(true);
    expect(matchesSearch('disabled', disabled, 'desactive')).toBe(true);
    expect(matchesSearch('disabled', disabled, 'colour')).toBe(false);
  });

  it('finds style properties by their French label', () => {
    const hits = searchSection(sidebarModel(button).properties.style, 'couleur de fond');
    expect([...hits]).toEqual(['backgroundColor']);
  });
});
