import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app, page, pageData } from '../testing/fixtures.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import { PAGE_STYLE_ATTRIBUTE, PageView } from './PageView.tsx';
import { SITE_STYLE_ATTRIBUTE, siteStylesheet } from './site-style.ts';

afterEach(cleanup);

describe('siteStylesheet', () => {
  it('writes nothing for a site without a style', () => {
    expect(siteStylesheet({ background: null }, vi.fn())).toBe('');
  });

  it('puts the tokens on the root, the text style and page colour on body, dark ones under html.dark', () => {
    const css = siteStylesheet(
      {
        background: { color: '#ffffff', darkColor: '#111111' },
        colors: [
          { name: 'primary', value: '#2f6b3b' },
          { name: 'text', value: '#1d2a1f', darkValue: '#eef2ea' },
        ],
        textStyle: {
          fontFamily: 'Inter, "Segoe UI", sans-serif',
          fontSize: 17,
          lineHeight: 1.6,
          color: 'var(--color-text)',
          darkColor: '#fafafa',
        },
      },
      vi.fn(),
    );
    expect(css.split('\n')).toEqual([
      ':root{--color-primary:#2f6b3b;--color-text:#1d2a1f}',
      'html.dark{--color-text:#eef2ea}',
      'body{font-family:Inter, "Segoe UI", sans-serif;font-size:17px;line-height:1.6;color:var(--color-text);background-color:#ffffff}',
      'html.dark body{color:#fafafa;background-color:#111111}',
    ]);
  });

  it('drops a value that could leave its declaration (a hand-edited file), with a warning', () => {
    const warn = vi.fn();
    const css = siteStylesheet(
      { background: { color: 'red}body{display:none' }, textStyle: { color: '#123' } },
      warn,
    );
    expect(css).toBe('body{color:#123}');
    expect(warn).toHaveBeenCalledWith(
      '[baobab] site style: style "backgroundColor" holds ";", "{", "}", "<" or a comment; dropped',
    );
  });
});

describe('PageView with a site style', () => {
  it('writes the site stylesheet before the page stylesheet', () => {
    const home = page('home', { en: '/' }, [{ uid: 'hero', sectionTitle: 'Hero' }]);
    const site = app([home], { textStyle: { color: '#1d2a1f', fontSize: 16 } });
    const { container } = render(
      <PageView
        data={pageData(home, [{ uid: 'hero', sectionTitle: 'Hero', children: ['t'] }], {
          t: { id: 't', type: 'text', props: { text: 'Hi' }, styles: { color: '#b3261e' } },
        })}
        app={site}
        lang="en"
        runtime={new SiteRuntime(site, { siteId: 'demo', warn: vi.fn() })}
      />,
    );
    const styles = [...container.querySelectorAll('style')];
    expect(styles.map((s) => s.hasAttribute(SITE_STYLE_ATTRIBUTE))).toEqual([true, false]);
    expect(styles[0]!.textContent).toBe('body{font-size:16px;color:#1d2a1f}');
    expect(styles[1]!.getAttribute(PAGE_STYLE_ATTRIBUTE)).toBe('home');
    // The element's own colour is its rule's, after the site's.
    expect(styles[1]!.textContent).toContain('.e-t{color:#b3261e}');
  });
});

describe('a server render', () => {
  it('carries the site stylesheet in its HTML, so a page shows its style before any script', () => {
    const home = page('home', { en: '/' }, [{ uid: 'hero', sectionTitle: 'Hero' }]);
    const site = app([home], { colors: [{ name: 'primary', value: '#1f4d2b' }] });
    const html = renderToString(
      <PageView
        data={pageData(home, [{ uid: 'hero', sectionTitle: 'Hero', children: [] }], {})}
        app={site}
        lang="en"
        runtime={new SiteRuntime(site, { siteId: 'demo', warn: vi.fn() })}
      />,
    );
    expect(html).toContain('<style data-baobab-site="">:root{--color-primary:#1f4d2b}</style>');
  });
});
