import { describe, expect, it, vi } from 'vitest';
import { flexboxDefinition } from '@catalogue/flexbox/index.ts';
import { textDefinition } from '@catalogue/text/index.ts';
import type { Element } from '@shared/schema/element.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import { resolveElement, type ResolveInput } from './resolve-element.ts';

/** Formulas here are `{ $formula: "<name of a value in `values`>" }`. */
function input(
  values: Record<string, unknown> = {},
  extra: Partial<ResolveInput> & { breakpoint?: () => string } = {},
) {
  const reads: string[] = [];
  const read = (value: PropertyValue, name: string) => {
    reads.push(name);
    const formula = (value as { $formula?: string }).$formula;
    return formula === undefined ? value : values[formula];
  };
  const { breakpoint: given = () => 'desktop', ...rest } = extra;
  const breakpoint = vi.fn(given);
  const linkWarning = vi.fn();
  return {
    reads,
    breakpoint,
    linkWarning,
    input: {
      read,
      langs: ['en'],
      runtime: {
        get breakpoint() {
          return breakpoint();
        },
        warnOnce: linkWarning,
      },
      states: [],
      links: { pages: [], lang: 'en', defaultLang: 'en' },
      coerceWarning: vi.fn(),
      ...rest,
    } satisfies ResolveInput,
  };
}

const text = (extra: Partial<Element> = {}): Element => ({
  id: 'title',
  type: 'text',
  props: { text: 'Groceries' },
  ...extra,
});

describe('resolveElement (the first stage of rendering, no React)', () => {
  it('gives the props a component receives, with no style, link or repeat of its own', () => {
    const { input: given, breakpoint } = input();
    const resolved = resolveElement(text(), textDefinition, given);
    expect(resolved?.props.text).toBe('Groceries');
    expect(resolved).toMatchObject({ style: undefined, video: null, repeat: null, link: null });
    // Nothing in it depends on the breakpoint: it is not read (not subscribed to).
    expect(breakpoint).not.toHaveBeenCalled();
  });

  it('is null when a bound display hides it, reading nothing else', () => {
    const element = text({ styles: { display: { $formula: 'shown' } } });
    const hidden = input({ shown: false });
    expect(resolveElement(element, textDefinition, hidden.input)).toBeNull();
    expect(hidden.reads).toEqual(['display']);
    const shown = input({ shown: true });
    expect(resolveElement(element, textDefinition, shown.input)?.style).toBeUndefined();
  });

  it('is null when conditional rendering is off; gives the background video when on', () => {
    const off = text({ styles: { conditionalRendering: { $formula: 'open' } } });
    expect(resolveElement(off, textDefinition, input({ open: false }).input)).toBeNull();
    const video = text({
      styles: { conditionalRendering: true, backgroundVideo: '/media/baobab.mp4' },
    });
    expect(resolveElement(video, textDefinition, input().input)?.video).toMatchObject({
      src: '/media/baobab.mp4',
      loop: true,
      preload: 'auto',
    });
  });

  it('applies the overrides of the breakpoint and of the element states on now', () => {
    const element = text({
      overrides: {
        mobile: { props: { text: 'Shop' } },
        hover: { props: { text: 'Shop now' } },
      },
    });
    const desktop = input();
    expect(resolveElement(element, textDefinition, desktop.input)?.props.text).toBe('Groceries');
    expect(desktop.breakpoint).toHaveBeenCalledOnce();
    const phone = input({}, { breakpoint: () => 'mobile' });
    expect(resolveElement(element, textDefinition, phone.input)?.props.text).toBe('Shop');
    const hovered = input({}, { breakpoint: () => 'mobile', states: ['hover'] });
    expect(resolveElement(element, textDefinition, hovered.input)?.props.text).toBe('Shop now');
  });

  it('sets formula-bound styles inline', () => {
    const element = text({ styles: { color: { $formula: 'colour' } } });
    expect(resolveElement(element, textDefinition, input({ colour: 'red' }).input)?.style).toEqual({
      color: 'red',
    });
  });

  it('gives the items of a repeated list', () => {
    const list: Element = {
      id: 'cards',
      type: 'flexbox',
      props: { repeat: { $formula: 'products' } },
    };
    const products = [{ id: 'p1' }, { id: 'p2' }];
    expect(resolveElement(list, flexboxDefinition, input({ products }).input)?.repeat).toEqual(
      products,
    );
  });

  it('resolves its link, and drops a script URL with a warning', () => {
    const linked = text({
      link: { type: 'url', href: 'https://example.org', targetBlank: true },
    });
    expect(resolveElement(linked, textDefinition, input().input)?.link).toEqual({
      href: 'https://example.org',
      target: '_blank',
      rel: 'noopener',
    });
    const script = input();
    const bad = text({ link: { type: 'url', href: 'javascript:alert(1)' } });
    expect(resolveElement(bad, textDefinition, script.input)?.link).toBeNull();
    expect(script.linkWarning).toHaveBeenCalledOnce();
  });
});
