import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { Button } from './Button.tsx';
import { buttonDefinition, type ButtonProps } from './definition.ts';

sharedChecks(buttonDefinition, Button, { defaultText: { en: 'Button', fr: 'Bouton' } });

describe('Button', () => {
  afterEach(cleanup);
  const props: ButtonProps = { text: 'Buy', buttonType: 'button', disabled: false };
  const show = (p: ButtonProps, href?: string) =>
    render(<Button props={p} className="b-b" href={href} />).container;

  it('renders a button with its type', () => {
    expect(show(props).querySelector('button')?.getAttribute('type')).toBe('button');
    cleanup();
    expect(
      show({ ...props, buttonType: 'submit' })
        .querySelector('button')
        ?.getAttribute('type'),
    ).toBe('submit');
    cleanup();
    expect(
      show({ ...props, buttonType: 'none' })
        .querySelector('button')
        ?.hasAttribute('type'),
    ).toBe(false);
  });

  it('can be disabled', () => {
    expect(show({ ...props, disabled: true }).querySelector('button')?.disabled).toBe(true);
  });

  it('renders a plain link with the class when it has an href', () => {
    const anchor = show(props, '/checkout').firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.className).toBe('b-b');
    expect(anchor?.getAttribute('role')).toBeNull();
    expect(anchor?.textContent).toBe('Buy');
  });

  it('drops the href of a disabled link', () => {
    const anchor = show({ ...props, disabled: true }, '/checkout').querySelector('a');
    expect(anchor?.hasAttribute('href')).toBe(false);
    expect(anchor?.getAttribute('aria-disabled')).toBe('true');
  });
});
