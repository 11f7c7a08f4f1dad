import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { loadIconGlyph } from '../icon/LazyIconGlyph.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueComponentProps } from '../component.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { Button } from './Button.tsx';
import { buttonDefinition, type ButtonProps } from './definition.ts';
import { buttonSeeds } from './seeds.ts';

sharedChecks(buttonDefinition, Button, {
  seeds: buttonSeeds,
  defaultText: { en: 'Button', fr: 'Bouton' },
});

describe('Button', () => {
  afterEach(cleanup);
  const props: ButtonProps = {
    text: 'Buy',
    buttonType: 'button',
    disabled: false,
    leftIcon: false,
    leftIconName: 'plus',
    rightIcon: false,
    rightIconName: 'arrow-right',
  };
  const show = (p: ButtonProps, extra: Partial<CatalogueComponentProps<ButtonProps>> = {}) =>
    render(<Button props={p} className="b-b" {...extra} />).container;

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
    const anchor = show(props, { href: '/checkout' }).firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.className).toBe('b-b');
    expect(anchor?.getAttribute('role')).toBeNull();
    expect(anchor?.textContent).toBe('Buy');
  });

  it('drops the href of a disabled link', () => {
    const anchor = show({ ...props, disabled: true }, { href: '/checkout' }).querySelector('a');
    expect(anchor?.hasAttribute('href')).toBe(false);
    expect(anchor?.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows no icon while both toggles are off', () => {
    const button = show(props).querySelector('button');
    expect(button?.querySelector('.b-icon-glyph')).toBeNull();
    expect(button?.className).toBe('b-b');
  });

  it('shows the left and right icons, decorative, around the text when toggled on', async () => {
    // Rendered before the glyph's chunk is in: a box holds each icon's place meanwhile.
    let container!: HTMLElement;
    await act(async () => {
      container = show({
        ...props,
        leftIcon: true,
        leftIconName: 'shopping-cart',
        rightIcon: true,
      });
    });
    const button = container.querySelector('button')!;
    // The glyph's code is a chunk of its own (LazyIconGlyph): wait for it.
    await waitFor(() => expect(button.querySelectorAll('.b-icon-glyph')).toHaveLength(2));
    const icons = [...button.querySelectorAll('.b-icon-glyph')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual([
      'shopping-cart',
      'arrow-right',
    ]);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(button.firstElementChild).toBe(icons[0]);
    expect(button.lastElementChild).toBe(icons[1]);
    expect(button.textContent).toBe('Buy');
    expect(button.className).toBe('b-b b-button-icons');
  });

  it('shows one icon when only that toggle is on, in a link too', async () => {
    // The glyph's chunk is in (as the runtime loads it before showing a page with icons): the
    // icon shows in the first render.
    await loadIconGlyph();
    const anchor = show({ ...props, rightIcon: true }, { href: '/next' }).querySelector('a')!;
    const icons = anchor.querySelectorAll('.b-icon-glyph');
    expect(icons).toHaveLength(1);
    expect(anchor.lastElementChild?.getAttribute('data-icon')).toBe('arrow-right');
  });

  it('hides each icon name in the sidebar unless its toggle is on', () => {
    const { leftIconName, rightIconName } = buttonDefinition.properties;
    expect(leftIconName.hidden({ leftIcon: false })).toBe(true);
    expect(leftIconName.hidden({ leftIcon: true })).toBe(false);
    expect(rightIconName.hidden({ rightIcon: false })).toBe(true);
    expect(rightIconName.hidden({ rightIcon: true })).toBe(false);
  });

  it('raises focus and blur, after the element’s own handlers', () => {
    const calls: string[] = [];
    const emit = vi.fn((event: string) => calls.push(`emit ${event}`));
    const button = show(props, {
      emit,
      attributes: {
        onFocus: () => calls.push('attributes focus'),
        onBlur: () => calls.push('attributes blur'),
      },
    }).querySelector('button')!;
    fireEvent.focus(button);
    fireEvent.blur(button);
    expect(calls).toEqual(['attributes focus', 'emit focus', 'attributes blur', 'emit blur']);
    expect(emit).toHaveBeenCalledWith('focus');
    expect(emit).toHaveBeenCalledWith('blur');
  });

  it('raises focus and blur from a link too, and without attributes', () => {
    const emit = vi.fn();
    const anchor = show(props, { emit, href: '/faq' }).querySelector('a')!;
    fireEvent.focus(anchor);
    fireEvent.blur(anchor);
    expect(emit.mock.calls).toEqual([['focus'], ['blur']]);
  });

  it('declares backgroundColor as a colour style property, per state and breakpoint', () => {
    expect(buttonDefinition.properties.backgroundColor).toMatchObject({
      type: 'color',
      section: 'style',
      states: true,
      responsive: true,
      default: null,
    });
  });
});
