import './happy-dom-fix.ts';
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { htmlDefinition, type HtmlProps } from './definition.ts';
import { Html, RESIZE_DEBOUNCE_MS } from './Html.tsx';
import { sanitizeHtml } from './sanitize.ts';
import { htmlSeeds } from './seeds.ts';

sharedChecks(htmlDefinition, Html, { seeds: htmlSeeds, link: false });

describe('Html', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    delete (window as unknown as { pwned?: boolean }).pwned;
  });
  const show = (p: Partial<HtmlProps>) =>
    render(<Html props={{ source: '', refreshOnResize: false, ...p }} className="b-h" />).container
      .firstElementChild as HTMLElement;

  it('strips scripts and event handlers, and never runs them', () => {
    const root = show({
      source:
        '<p>Hi</p><script>window.pwned = true</script><img src="x.png" onerror="window.pwned = true" alt="x"><a href="javascript:window.pwned=true">bad</a>',
    });
    expect(root.querySelector('script')).toBeNull();
    expect(root.innerHTML).not.toContain('onerror');
    expect(root.innerHTML).not.toContain('javascript:');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps safe markup: structure, classes, inline styles, links and images', () => {
    const safe =
      '<section class="card"><h2 style="color: red">Title</h2><ul><li>One</li><li>Two</li></ul><a href="https://example.com" target="_blank">Site</a></section>';
    const root = show({ source: safe });
    expect(root.className).toBe('b-html-root b-h');
    expect(root.querySelector('section.card h2')?.getAttribute('style')).toBe('color: red');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sanitises every source the same way, typed or bound', () => {
    expect(sanitizeHtml('<b onclick="x()">bold</b><object data="evil.swf"></object>')).toBe(
      '<b>bold</b>',
    );
    expect(sanitizeHtml('')).toBe('');
  });

  it('renders nothing for a source that is not text', () => {
    const root = show({ source: 42 as unknown as string });
    expect(root.innerHTML).toBe('');
  });

  it('re-renders the markup once after the window is resized (debounced)', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Html props={{ source: '<p>Hello</p>', refreshOnResize: true }} className="b-h" />,
    );
    const before = container.querySelector('p')!;
    before.setAttribute('data-touched', 'yes'); // changed by some script of the page
    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS / 2);
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS / 2);
    });
    expect(container.querySelector('p')).toBe(before); // still waiting for the resizes to stop
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    const after = container.querySelector('p')!;
    expect(after).not.toBe(before);
    expect(after.hasAttribute('data-touched')).toBe(false);
    expect(after.textContent).toBe('Hello');
    expect(container.querySelector<HTMLElement>('.b-h')?.dataset.refresh).toBe('1');
  });

  it('leaves the markup alone on resize when refreshOnResize is off', () => {
    vi.useFakeTimers();
    const { container } = render(
      <Html props={{ source: '<p>Hello</p>', refreshOnResize: false }} className="b-h" />,
    );
    const before = container.querySelector('p');
    act(() => {
      fireEvent(window, new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 3);
    });
    expect(container.querySelector('p')).toBe(before);
  });
});
