import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { textDefinition, type TextProps } from './definition.ts';
import { textSeeds } from './seeds.ts';
import { Text } from './Text.tsx';

sharedChecks(textDefinition, Text, {
  seeds: textSeeds,
  defaultText: { en: 'New text', fr: 'Nouveau texte' },
});

describe('Text', () => {
  afterEach(cleanup);
  const show = (props: TextProps, href?: string) =>
    render(<Text props={props} className="b-t" href={href} />).container;

  it('renders in the chosen tag', () => {
    for (const tag of ['p', 'h1', 'h2', 'h3', 'h4', 'div'] as const) {
      const element = show({ text: 'Hi', tag }).firstElementChild;
      expect(element?.tagName.toLowerCase()).toBe(tag);
      expect(element?.className).toBe('b-t');
      cleanup();
    }
  });

  it('renders a button tag that does not submit forms', () => {
    const button = show({ text: 'Hi', tag: 'button' }).querySelector('button');
    expect(button?.getAttribute('type')).toBe('button');
  });

  it('is the link itself when it has an href', () => {
    const anchor = show({ text: 'FAQ', tag: 'h2' }, '/faq').firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.className).toBe('b-t');
    expect(anchor?.textContent).toBe('FAQ');
  });
});
