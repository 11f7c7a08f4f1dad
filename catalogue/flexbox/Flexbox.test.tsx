import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { flexboxDefinition } from './definition.ts';
import { Flexbox } from './Flexbox.tsx';
import { flexboxSeeds } from './seeds.ts';

sharedChecks(flexboxDefinition, Flexbox, {
  seeds: flexboxSeeds,
  extra: { children: <span>Item</span> },
});

describe('Flexbox', () => {
  afterEach(cleanup);

  it('renders its children in a div with the class', () => {
    const box = render(
      <Flexbox props={{ repeat: null }} className="b-f">
        <span>one</span>
        <span>two</span>
      </Flexbox>,
    ).container.firstElementChild;
    expect(box?.tagName).toBe('DIV');
    expect(box?.className).toBe('b-f');
    expect(box?.children).toHaveLength(2);
  });

  it('is the link itself when it has an href', () => {
    const box = render(
      <Flexbox props={{ repeat: null }} className="b-f" href="/shop">
        <span>card</span>
      </Flexbox>,
    ).container.firstElementChild;
    expect(box?.tagName).toBe('A');
    expect(box?.className).toBe('b-f');
    expect(box?.textContent).toBe('card');
  });

  it('declares one default slot, a repeat list setting and a flex row layout as style defaults', () => {
    expect(flexboxDefinition.slots).toEqual(['default']);
    expect(flexboxDefinition.properties.display.default).toBe('flex');
    expect(flexboxDefinition.properties.flexDirection.default).toBe('row');
    const { repeat, ...styles } = flexboxDefinition.properties;
    expect(repeat).toMatchObject({
      type: 'list',
      section: 'settings',
      bindable: true,
      default: null,
    });
    expect(Object.values(styles).every((p) => p.section === 'style')).toBe(true);
  });
});
