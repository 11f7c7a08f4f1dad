import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementMap, Section } from '@shared/schema/element.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { SiteRuntime } from '../state/site-runtime.ts';
import { adoptRenderedStylesheet, PageView } from './PageView.tsx';
import type * as Registry from '@catalogue/registry.ts';

// A component type that always throws, to check the per-element error boundary.
vi.mock('@catalogue/registry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  const boom = {
    definition: {
      type: 'boom',
      label: { en: 'Boom', fr: 'Boum' },
      category: 'basic' as const,
      properties: {},
    },
    component: () => {
      throw new Error('kaboom');
    },
  };
  return {
    ...actual,
    catalogueEntry: (type: string) => (type === 'boom' ? boom : actual.catalogueEntry(type)),
  };
});

const home = page('home', { en: '/', fr: '/' }, [
  { uid: 'hero', sectionTitle: 'Welcome home' },
  { uid: 'faqs', sectionTitle: 'Questions fréquentes' },
  { uid: 'ghost', sectionTitle: 'Ghost' },
]);
const product = page('product', { en: '/product/{id:}', fr: '/produit/{id:}' }, [
  { uid: 'details', sectionTitle: 'Details' },
]);
const site = app([home, product]);

function show(sections: Section[], elements: ElementMap, lang = 'en', warn = vi.fn()) {
  // No engine loaded: literal and $lang values only (the engine's tests are in ElementView.test).
  const runtime = new SiteRuntime(site, { siteId: 'test', warn });
  runtime.langs = lang === 'en' ? ['en'] : [lang, 'en'];
  const result = render(
    <PageView
      data={pageData(home, sections, elements, lang)}
      app={site}
      lang={lang}
      warn={warn}
      runtime={runtime}
    />,
  );
  return { ...result, warn, css: result.container.querySelector('style')?.textContent ?? '' };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageView', () => {
  it('renders sections in page order with anchor ids, skipping missing ones', () => {
    const { container } = show(
      [
        { uid: 'faqs', sectionTitle: 'Questions fréquentes', children: ['q'] },
        { uid: 'hero', sectionTitle: 'Welcome home', children: ['t'] },
      ],
      {
        t: { id: 't', type: 'text', props: { text: 'Hi' } },
        q: { id: 'q', type: 'text', props: { text: 'Q?' } },
      },
    );
    const sections = [...container.querySelectorAll('section')];
    expect(sections.map((s) => [s.id, s.dataset.section, s.className, s.textContent])).toEqual([
      ['welcome-home', 'hero', 's-hero', 'Hi'],
      ['questions-frequentes', 'faqs', 's-faqs', 'Q?'],
    ]);
  });

  it('renders sections as landmarks: the first run of main content in one <main>', () => {
    const landmarked = page('home', { en: '/' }, [
      { uid: 'top-banner', sectionTitle: 'Top banner' },
      { uid: 'navigation-bar', sectionTitle: 'Navigation bar' },
      { uid: 'hero', sectionTitle: 'Hero' },
      { uid: 'related', sectionTitle: 'Related', tag: 'aside' },
      { uid: 'more', sectionTitle: 'More' },
      { uid: 'footer', sectionTitle: 'Footer' },
      { uid: 'cart', sectionTitle: 'Cart' },
    ]);
    const sections: Section[] = landmarked.sections.map(({ uid, sectionTitle }) => ({
      uid,
      sectionTitle,
      children: [uid],
    }));
    const elements: ElementMap = Object.fromEntries(
      sections.map(({ uid }) => [uid, { id: uid, type: 'text', props: { text: uid } }]),
    );
    const runtime = new SiteRuntime(app([landmarked]), { siteId: 'test', warn: vi.fn() });
    const { container } = render(
      <PageView
        data={pageData(landmarked, sections, elements)}
        app={app([landmarked])}
        lang="en"
        warn={vi.fn()}
        runtime={runtime}
      />,
    );
    const shape = [...container.querySelectorAll('[data-section], main')].map((node) =>
      node.tagName === 'MAIN'
        ? `main(${[...node.children].map((c) => `${c.tagName.toLowerCase()}:${(c as HTMLElement).dataset.section}`).join(' ')})`
        : `${node.parentElement?.tagName === 'MAIN' ? '  ' : ''}${node.tagName.toLowerCase()}:${(node as HTMLElement).dataset.section}`,
    );
    expect(shape.filter((line) => !line.startsWith('  '))).toEqual([
      'header:top-banner',
      'nav:navigation-bar',
      'main(section:hero)',
      'aside:related',
      // A page has one main landmark: main content after it is a plain section.
      'section:more',
      'footer:footer',
      'section:cart',
    ]);
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });

  it('renders children per slot recursively, with defaults filled', () => {
    const { container } = show([{ uid: 'hero', sectionTitle: 'Hero', children: ['box'] }], {
      box: { id: 'box', type: 'flexbox', children: { default: ['title', 'inner'] } },
      inner: { id: 'inner', type: 'flexbox', children: { default: ['cta'] } },
      title: { id: 'title', type: 'text', props: { tag: 'h1', text: 'Shop' } },
      cta: { id: 'cta', type: 'button' },
    });
    const box = container.querySelector('section > div.e-box');
    expect(box?.children[0]?.outerHTML).toBe('<h1 class="e-title">Shop</h1>');
    expect(box?.querySelector('div.e-inner > button.e-cta')?.textContent).toBe('Button');
  });

  it('resolves $lang: page language, else site default, else the first', () => {
    const elements: ElementMap = {
      a: { id: 'a', type: 'text', props: { text: { $lang: { en: 'Hello', fr: 'Bonjour' } } } },
      b: { id: 'b', type: 'text', props: { text: { $lang: { en: 'Only English' } } } },
      c: { id: 'c', type: 'text', props: { text: { $lang: { pt: 'Olá' } } } },
    };
    const sections = [{ uid: 'hero', sectionTitle: 'Hero', children: ['a', 'b', 'c'] }];
    const texts = (lang: string) =>
      [...show(sections, elements, lang).container.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts('fr')).toEqual(['Bonjour', 'Only English', 'Olá']);
    cleanup();
    expect(texts('en')).toEqual(['Hello', 'Only English', 'Olá']);
  });

  it('coerces invalid settings to their default', () => {
    const { container } = show([{ uid: 'hero', sectionTitle: 'Hero', children: ['t'] }], {
      t: { id: 't', type: 'text', props: { text: 42, tag: 'script' } },
    });
    expect(container.querySelector('section')?.innerHTML).toBe('<p class="e-t">42</p>');
  });

  it('without the engine, formula values show the default with one warning per property', () => {
    const { container, warn } = show(
      [{ uid: 'hero', sectionTitle: 'Hero', children: ['t', 'u'] }],
      {
        t: {
          id: 't',
          type: 'text',
          props: { text: { $formula: 'variables.name' } },
          styles: { color: { $formula: 'variables.name' } },
        },
        u: { id: 'u', type: 'text', props: { text: { $formula: 'variables.name' } } },
      },
    );
    expect(container.querySelector('.e-t')?.textContent).toBe('New text');
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('"t", property "text"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('"u", property "text"'))).toHaveLength(1);
  });

  it('writes one stylesheet with element and section classes, media queries and states', () => {
    const { container, css } = show(
      [
        {
          uid: 'hero',
          sectionTitle: 'Hero',
          styles: { padding: 40, backgroundColor: '#fff' },
          children: ['box'],
        },
      ],
      {
        box: {
          id: 'box',
          type: 'flexbox',
          styles: { gap: 16 },
          overrides: {
            mobile: { styles: { flexDirection: 'column' } },
            tablet: { styles: { gap: 8 } },
          },
          children: { default: ['cta'] },
        },
        cta: {
          id: 'cta',
          type: 'button',
          styles: {
            backgroundColor: 'green',
            opacity: 1,
            color: { $lang: { en: 'white', fr: 'ivory' } },
          },
          overrides: {
            hover: { styles: { backgroundColor: 'darkgreen' } },
            'tablet:hover': { styles: { opacity: 0.9 } },
          },
        },
      },
    );
    expect(container.querySelectorAll('style')).toHaveLength(1);
    expect(css.split('\n')).toEqual([
      '.s-hero{padding:40px;background-color:#fff}',
      '.e-box{display:flex;flex-direction:row;flex-wrap:nowrap;gap:16px}',
      '.e-cta{background-color:green;opacity:1;color:white}',
      '.e-cta:hover{background-color:darkgreen}',
      '@media (max-width: 991px){.e-box{gap:8px}.e-cta:hover{opacity:0.9}}',
      '@media (max-width: 767px){.e-box{flex-direction:column}}',
    ]);
  });

  it('drops injected CSS with a warning and keeps the rest', () => {
    const { css, warn } = show([{ uid: 'hero', sectionTitle: 'Hero', children: ['t'] }], {
      t: {
        id: 't',
        type: 'text',
        styles: { color: 'red;}</style><script>alert(1)</script>', fontSize: 12 },
      },
    });
    expect(css).toBe('.e-t{font-size:12px}');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('element "t"'));
  });

  it("hydrates with the server's stylesheet for the page, not one built again", () => {
    const sections = [{ uid: 'hero', sectionTitle: 'Hero', styles: { padding: 40 }, children: [] }];
    const data = pageData(home, sections, {}, 'fr');
    const runtime = new SiteRuntime(site, { siteId: 'test' });
    // What the server sent: the page's style element, in the container React hydrates.
    const served = document.createElement('div');
    served.innerHTML = '<style data-baobab-page="other">.x{}</style>';
    expect(adoptRenderedStylesheet(served, data, site, 'fr')).toBe(false);
    served.innerHTML = '<style data-baobab-page="home">.s-hero{padding:40px}/*sent*/</style>';
    expect(adoptRenderedStylesheet(served, data, site, 'fr')).toBe(true);
    const styleOf = (lang: string) =>
      render(
        <PageView data={data} app={site} lang={lang} runtime={runtime} />,
      ).container.querySelector('style')?.textContent;
    expect(styleOf('fr')).toBe('.s-hero{padding:40px}/*sent*/');
    cleanup();
    // Another language's stylesheet is built as before.
    expect(styleOf('en')).toBe('.s-hero{padding:40px}');
  });

  it('renders links: page paths per language with parameters and anchors, URLs with target', () => {
    const sections = [{ uid: 'hero', sectionTitle: 'Hero', children: ['p', 'u', 'f', 'x'] }];
    const elements: ElementMap = {
      p: {
        id: 'p',
        type: 'text',
        props: { text: 'Tomatoes' },
        link: {
          type: 'page',
          pageId: 'product',
          parameters: { id: 'tom 1' },
          sectionId: 'details',
          query: [{ name: 'ref', value: 'home' }],
        },
      },
      u: {
        id: 'u',
        type: 'button',
        link: { type: 'url', href: 'https://example.com', targetBlank: true },
      },
      f: { id: 'f', type: 'image', link: { type: 'file', href: '/files/menu.pdf' } },
      x: {
        id: 'x',
        type: 'text',
        props: { text: 'Bad' },
        link: { type: 'url', href: 'javascript:alert(1)' },
      },
    };
    const attributes = (lang: string) =>
      [...show(sections, elements, lang).container.querySelectorAll('a')].map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]);
    expect(attributes('en')).toEqual([
      ['/product/tom%201?ref=home#details', null, null],
      ['https://example.com', '_blank', 'noopener'],
      ['/files/menu.pdf', null, null],
    ]);
    cleanup();
    expect(attributes('fr')[0]).toEqual(['/fr/produit/tom%201?ref=home#details', null, null]);
  });

  it('warns about a link to a missing page or a script URL once, about its element', () => {
    const elements: ElementMap = {
      gone: {
        id: 'gone',
        type: 'text',
        props: { text: 'Old offer' },
        link: { type: 'page', pageId: 'offers' },
      },
      x: {
        id: 'x',
        type: 'button',
        link: { type: 'url', href: 'javascript:alert(1)' },
      },
    };
    const data = pageData(
      home,
      [{ uid: 'hero', sectionTitle: 'Hero', children: ['gone', 'x'] }],
      elements,
      'en',
    );
    const warn = vi.fn();
    const warnElement = vi.fn();
    const runtime = new SiteRuntime(site, { siteId: 'test', warn, warnElement });
    const view = () => <PageView data={data} app={site} lang="en" warn={warn} runtime={runtime} />;
    const { container, rerender } = render(view());
    rerender(view());
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('.e-gone')?.textContent).toBe('Old offer');
    expect(warnElement.mock.calls).toEqual([
      ['gone', '[baobab] element "gone": link to page "offers", which does not exist'],
      ['x', '[baobab] element "x": link "javascript:alert(1)" uses a script or data URL; dropped'],
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the page when one element throws, has an unknown type or is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show(
      [{ uid: 'hero', sectionTitle: 'Hero', children: ['before', 'bad', 'odd', 'gone', 'after'] }],
      {
        before: { id: 'before', type: 'text', props: { text: 'Before' } },
        bad: { id: 'bad', type: 'boom' },
        odd: { id: 'odd', type: 'carousel3000' },
        after: { id: 'after', type: 'text', props: { text: 'After' } },
      },
    );
    expect(container.querySelector('.e-before')?.textContent).toBe('Before');
    expect(container.querySelector('.e-after')?.textContent).toBe('After');
    expect(
      [...container.querySelectorAll('[data-broken-element]')].map((e) =>
        e.getAttribute('data-broken-element'),
      ),
    ).toEqual(['bad', 'odd', 'gone']);
    const logged = error.mock.calls.map((call) => call.map(String).join(' '));
    expect(logged.some((m) => m.includes('"bad"') && m.includes('kaboom'))).toBe(true);
    expect(logged.some((m) => m.includes('carousel3000'))).toBe(true);
    expect(logged.some((m) => m.includes('"gone"'))).toBe(true);
  });

  it('stops on an element that contains itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show([{ uid: 'hero', sectionTitle: 'Hero', children: ['loop'] }], {
      loop: { id: 'loop', type: 'flexbox', children: { default: ['loop'] } },
    });
    expect(container.querySelector('.e-loop [data-broken-element="loop"]')).not.toBeNull();
  });
});
