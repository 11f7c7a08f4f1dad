import { afterEach, describe, expect, it, vi } from 'vitest';
import { interceptableLink, scrollToHash } from './navigation.ts';

/** Clicks the element and returns what interceptableLink made of the click. */
function clickOn(element: Element, init: MouseEventInit = {}): string | null {
  let result: string | null = null;
  const listener = (event: MouseEvent) => {
    const url = interceptableLink(event, window.location.origin);
    result = url ? `${url.pathname}${url.search}${url.hash}` : null;
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  element.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener('click', listener);
  return result;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('interceptableLink', () => {
  it('takes plain clicks on same-origin links, also on their children', () => {
    document.body.innerHTML = '<a id="a" href="/faq?x=1#top"><span id="inner">FAQ</span></a>';
    expect(clickOn(document.getElementById('a')!)).toBe('/faq?x=1#top');
    expect(clickOn(document.getElementById('inner')!)).toBe('/faq?x=1#top');
  });

  it('leaves other origins, new tabs, downloads, modified and non-primary clicks alone', () => {
    document.body.innerHTML = [
      '<a id="ext" href="https://example.com/">x</a>',
      '<a id="blank" href="/faq" target="_blank">x</a>',
      '<a id="dl" href="/menu.pdf" download>x</a>',
      '<a id="ok" href="/faq">x</a>',
      '<span id="none">x</span>',
    ].join('');
    const el = (id: string) => document.getElementById(id)!;
    expect(clickOn(el('ext'))).toBeNull();
    expect(clickOn(el('blank'))).toBeNull();
    expect(clickOn(el('dl'))).toBeNull();
    expect(clickOn(el('none'))).toBeNull();
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(clickOn(el('ok'), init)).toBeNull();
    }
  });
});

describe('scrollToHash', () => {
  it('scrolls to the hash target, else to the top', () => {
    document.body.innerHTML = '<section id="épicerie"></section>';
    const section = document.getElementById('épicerie')!;
    section.scrollIntoView = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollToHash('#%C3%A9picerie');
    expect(section.scrollIntoView).toHaveBeenCalledOnce();
    scrollToHash('#missing');
    scrollToHash('');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
