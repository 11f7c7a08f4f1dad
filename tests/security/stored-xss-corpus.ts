/**
 * The stored-XSS corpus (issue 28): payloads, each calling a trap when it runs, and the site
 * that holds them in every place a site's data reaches a visitor's page. Every (payload, place)
 * is one attempt with a number of its own, which the payload passes to the trap
 * (`__xss(n)`), so a hit names what ran and where.
 *
 * Places come from the catalogue's metadata (`componentDefinitions`): every settings property
 * that holds text, an address, an image, code or a list of those, in every component, literal
 * and bound to a variable; a new component is covered without a change here.
 */
import { componentDefinitions } from '@catalogue/definitions.ts';
import type { PropertyDefinition } from '@catalogue/define.ts';
import type { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { Element } from '@shared/schema/element.ts';
import type { PropertyValue } from '@shared/schema/values.ts';

/** `c` is the trap's call, e.g. `__xss(12)`; `n` its number. */
type Template = (c: string, n: number) => string;

/** Each payload, named. Those marked `url` are built to be read as an address. */
export const PAYLOADS: ReadonlyArray<{ name: string; make: Template }> = [
  { name: 'script tag', make: (c) => `<script>${c}</script>` },
  { name: 'img onerror', make: (c) => `<img src=x onerror=${c}>` },
  { name: 'img onerror alert', make: (_c, n) => `<img src=x onerror=alert(${n})>` },
  { name: 'svg onload', make: (c) => `<svg onload=${c}>` },
  { name: 'attribute breakout', make: (c) => `"><script>${c}</script><img src=x onerror=${c}>` },
  { name: 'single-quote breakout', make: (c) => `'-${c}-'` },
  { name: 'javascript: URL', make: (c) => `javascript:${c}` },
  { name: 'javascript: mixed case', make: (c) => `JaVaScRiPt:${c}` },
  { name: 'javascript: leading tab', make: (c) => `\tjavascript:${c}` },
  { name: 'javascript: inner tab', make: (c) => `java\tscript:${c}` },
  { name: 'javascript: inner newline', make: (c) => `java\nscript:${c}` },
  { name: 'javascript: leading C0 control', make: (c) => `\u0001javascript:${c}` },
  { name: 'javascript: NUL', make: (c) => `java\u0000script:${c}` },
  { name: 'javascript: entity', make: (c) => `&#106;avascript:${c}` },
  { name: 'javascript: hex entity', make: (c) => `&#x6A;avascript&#x3A;${c}` },
  { name: 'vbscript: URL', make: (c) => `vbscript:${c}` },
  { name: 'data: HTML', make: (c) => `data:text/html,<script>${c}</script>` },
  {
    name: 'data: HTML base64',
    make: (c) => `data:text/html;base64,${Buffer.from(`<script>${c}</script>`).toString('base64')}`,
  },
  { name: 'script close', make: (c) => `</script><script>${c}</script>` },
  { name: 'comment open', make: (c) => `<!--<script>${c}</script>--><img src=x onerror=${c}>` },
  { name: 'CDATA close', make: (c) => `]]><script>${c}</script>` },
  { name: 'template injection', make: (c) => `{{constructor.constructor('${c}')()}}` },
  { name: 'template literal', make: (c) => `\${${c}}` },
  { name: 'CSS expression', make: (c) => `red;x:expression(${c})` },
  { name: 'CSS url javascript', make: (c) => `url(javascript:${c})` },
  { name: 'CSS style close', make: (c) => `red}</style><script>${c}</script>` },
  { name: 'CSS @import', make: (c) => `<style>@import 'javascript:${c}';</style>` },
  { name: 'iframe srcdoc', make: (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>` },
  { name: 'iframe javascript', make: (c) => `<iframe src="javascript:${c}"></iframe>` },
  { name: 'anchor javascript', make: (c) => `<a href="javascript:${c}">x</a>` },
  { name: 'anchor entity', make: (c) => `<a href="&#x6A;avascript:${c}">x</a>` },
  { name: 'form action', make: (c) => `<form action="javascript:${c}"><button>x</button></form>` },
  { name: 'button formaction', make: (c) => `<button formaction="javascript:${c}">x</button>` },
  {
    name: 'svg xlink',
    make: (c) => `<svg><a xlink:href="javascript:${c}"><text>x</text></a></svg>`,
  },
  { name: 'object data', make: (c) => `<object data="javascript:${c}"></object>` },
  { name: 'embed src', make: (c) => `<embed src="javascript:${c}">` },
  { name: 'base href', make: (c) => `<base href="javascript:${c}//">` },
  {
    name: 'meta refresh',
    make: (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  },
  { name: 'details ontoggle', make: (c) => `<details open ontoggle=${c}>x</details>` },
  { name: 'body onload', make: (c) => `<body onload=${c}>` },
  {
    name: 'mXSS math/mglyph',
    make: (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  },
  {
    name: 'mXSS noscript',
    make: (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
  },
  { name: 'mXSS svg style', make: (c) => `<svg><style><img src=x onerror=${c}></style></svg>` },
  { name: 'markdown link', make: (c) => `[x](javascript:${c}) ![y](x" onerror="${c})` },
  {
    name: 'KaTeX href',
    make: (c) =>
      `<span data-type="inline-math" data-latex="\\href{javascript:${c}}{x}"></span> $\\href{javascript:${c}}{x}$`,
  },
  { name: 'console marker', make: (_c, n) => `<img src=x onerror="console.log('xss-ran-${n}')">` },
  { name: 'line separators', make: (c) => `\u2028\u2029</script><script>${c}</script>` },
];

/** One attempt: which payload went where. */
export interface Attempt {
  n: number;
  payload: string;
  place: string;
}

export class Attempts {
  readonly list: Attempt[] = [];
  /** The payload `index` for `place`, registered as an attempt. */
  take(index: number, place: string): string {
    const n = this.list.length + 1;
    const payload = PAYLOADS[index]!;
    this.list.push({ n, payload: payload.name, place });
    return payload.make(`__xss(${n})`, n);
  }
  describe(n: number): string {
    const attempt = this.list[n - 1];
    return attempt ? `#${n} ${attempt.payload} in ${attempt.place}` : `#${n} (unknown)`;
  }
}

/** Property types that carry text, addresses or markup into the page. */
const CARRIERS = new Set(['text', 'longText', 'url', 'image', 'file', 'code', 'icon', 'color']);

type Fill = (place: string, multiLang: boolean) => PropertyValue;

/** Every settings property of `properties` that carries text, filled by `fill`; lists get one item. */
function filledProps(
  properties: Readonly<Record<string, PropertyDefinition>>,
  fill: Fill,
  prefix: string,
): Record<string, PropertyValue> {
  const props: Record<string, PropertyValue> = {};
  for (const [name, definition] of Object.entries(properties)) {
    if (definition.section !== 'settings' || definition.editorOnly) continue;
    const place = `${prefix}.${name}`;
    if (CARRIERS.has(definition.type)) props[name] = fill(place, definition.multiLang === true);
    else if (definition.type === 'array' && definition.item)
      props[name] = [filledProps(definition.item, fill, `${place}[]`)] as PropertyValue;
    else if (definition.type === 'object' && definition.fields)
      props[name] = filledProps(definition.fields, fill, place) as PropertyValue;
  }
  return props;
}

/** What a page of the corpus holds: elements, the variables and collections they read. */
export interface CorpusPage {
  elements: Record<string, Element>;
  variables: Record<string, { id: string; name: string; type: 'string'; defaultValue: string }>;
  collections: Record<string, { records: Array<Record<string, string>> }>;
  /** The attempt whose payload the bound text element shows (a positive control). */
  probe: number;
}

const ATTRIBUTE_NAMES = ['title', 'aria-label', 'data-xss'] as const;

/**
 * The elements of payload `index`'s page, root ids first: for every component type one element
 * with its props literal and one with them bound to variables, each with a link (URL) and HTML
 * attributes holding the payload, styles holding it, a repeated list of records holding it, and
 * a sentinel text that must be visible.
 */
export function corpusPage(index: number, attempts: Attempts, pageId: string): CorpusPage {
  const page: CorpusPage = { elements: {}, variables: {}, collections: {}, probe: 0 };
  const roots: string[] = [];
  const literal: Fill = (place, multiLang) => {
    const text = attempts.take(index, `${pageId} ${place}`);
    return multiLang ? { $lang: { en: text } } : text;
  };
  const variable = (place: string): string => {
    const id = `${pageId}-v${Object.keys(page.variables).length}`;
    page.variables[id] = {
      id,
      name: id,
      type: 'string',
      defaultValue: attempts.take(index, place),
    };
    return `variables['${id}']`;
  };
  // Bound to a site formula's output, given a variable whose default value is the payload.
  const bound: Fill = (place) => ({
    $formula: `formulas.echo(${variable(`${pageId} ${place} (variable default → formula output)`)})`,
  });
  const withHtml = (element: Element, place: string, fill: Fill): Element => ({
    ...element,
    attributes: ATTRIBUTE_NAMES.map((name) => ({
      name,
      value: fill(`${place} attribute ${name}`, false) as string,
    })),
    // Bound, in both modes: a literal colour that is not CSS is refused by validation, so
    // publishing would stop (`shared/schema/style-value-problems.ts`); a formula's output reaches
    // the renderer, which must drop it (`runtime/render/css.ts`).
    styles: { color: bound(`${place} style color`, false) },
  });
  for (const [type, definition] of Object.entries(componentDefinitions)) {
    const properties = definition.properties as Readonly<Record<string, PropertyDefinition>>;
    for (const [mode, fill] of [
      ['lit', literal],
      ['bound', bound],
    ] as const) {
      const id = `${mode}-${type}`;
      const element: Element = { id, type, props: filledProps(properties, fill, `${type}`) };
      page.elements[id] = withHtml(element, `${type} (${mode})`, fill);
      roots.push(id);
    }
  }
  page.probe = attempts.list.findIndex((a) => a.place.startsWith(`${pageId} text.text (`)) + 1;
  // Links of each kind whose href is the payload, on a text and a button.
  for (const type of ['text', 'button'] as const)
    for (const kind of ['url', 'file'] as const) {
      const id = `link-${kind}-${type}`;
      const href = attempts.take(index, `${pageId} ${type} link (${kind}) href`);
      page.elements[id] = {
        id,
        type,
        props: { text: `link ${kind}` },
        link: { type: kind, href },
      };
      roots.push(id);
    }
  // A page link whose path parameter and query value are formulas giving the payload.
  page.elements['link-page'] = {
    id: 'link-page',
    type: 'text',
    props: { text: 'page link' },
    link: {
      type: 'page',
      pageId: 'home',
      query: [
        { name: 'q', value: bound('page link query (formula)', false) as { $formula: string } },
      ],
    },
  };
  roots.push('link-page');
  // Rich text read as Markdown too.
  page.elements['rich-markdown'] = {
    id: 'rich-markdown',
    type: 'rich-text',
    props: { output: 'markdown', initialValue: literal('rich-text markdown initialValue', false) },
  };
  roots.push('rich-markdown');
  // A static collection's records repeated: text, image, HTML and attribute read from the item.
  const collectionId = `records-${pageId}`;
  const record = {
    id: 'r1',
    name: attempts.take(index, `${pageId} collection record name → text`),
    image: attempts.take(index, `${pageId} collection record image → image url`),
    html: attempts.take(index, `${pageId} collection record html → html source`),
    title: attempts.take(index, `${pageId} collection record title → attribute`),
  };
  page.collections[collectionId] = { records: [record] };
  const item = (field: string) => ({ $formula: `context.item.data.${field}` });
  page.elements['list'] = {
    id: 'list',
    type: 'flexbox',
    props: { repeat: { $formula: `collections['${collectionId}'].data` } },
    children: { default: ['list-text', 'list-image', 'list-html'] },
  };
  page.elements['list-text'] = {
    id: 'list-text',
    type: 'text',
    props: { text: item('name') },
    attributes: [{ name: 'title', value: item('title') }],
  };
  page.elements['list-image'] = { id: 'list-image', type: 'image', props: { url: item('image') } };
  page.elements['list-html'] = { id: 'list-html', type: 'html', props: { source: item('html') } };
  roots.push('list');
  page.elements['sentinel'] = {
    id: 'sentinel',
    type: 'text',
    props: { text: `Sentinel ${pageId}`, tag: 'h2' },
  };
  roots.unshift('sentinel');
  page.elements['root'] = { id: 'root', type: 'flexbox', children: { default: roots } };
  return { ...page, elements: prefixed(page.elements, pageId) };
}

/** Element ids are unique in a site: each page's get its id as a prefix. */
function prefixed(elements: Record<string, Element>, pageId: string): Record<string, Element> {
  const id = (key: string) => `${pageId}-${key}`;
  return Object.fromEntries(
    Object.entries(elements).map(([key, element]) => [
      id(key),
      {
        ...element,
        id: id(key),
        ...(element.children
          ? {
              children: Object.fromEntries(
                Object.entries(element.children).map(([slot, ids]) => [slot, ids.map(id)]),
              ),
            }
          : {}),
      },
    ]),
  );
}

type Fixture = ReturnType<typeof fixtureSite>;

/** One payload's share of a corpus page: its scope (`x{index}`, the prefix of its elements). */
export interface CorpusScope {
  scope: string;
  /** The attempt its bound text element must show. */
  probe: number;
}

/** A page of the corpus: its path, the payloads it holds and the headings it must show. */
export interface CorpusPath {
  path: string;
  pageId: string;
  scopes: CorpusScope[];
  sentinels: string[];
}

/**
 * Adds the corpus to the fixture site, `perPage` payloads a page (`/p{n}`): each payload's
 * elements (`corpusPage`, scoped `x{index}`, with a sentinel of its own) side by side, so one page
 * load checks several payloads in every component (a page load, not a component, is what costs:
 * ~1 s of boot and chunk loading). Its title, meta, social tags, structured data and social image
 * hold its payloads one after the other, each an attempt of its own; the site's name holds every
 * payload; one more page (`/untitled`, a sentinel alone) has no title, so the name is its title.
 */
export function addCorpus(fixture: Fixture, attempts: Attempts, perPage = 1): CorpusPath[] {
  const paths: CorpusPath[] = [];
  const site = fixture.site;
  site.name = PAYLOADS.map((_, i) => attempts.take(i, 'site name')).join(' ');
  site.formulas = {
    echo: { id: 'echo', name: 'echo', parameters: ['value'], code: 'value' },
  };
  const groups: number[][] = [];
  PAYLOADS.forEach((_, index) => {
    if (index % perPage === 0) groups.push([]);
    groups.at(-1)!.push(index);
  });
  groups.forEach((indexes, n) => {
    const pageId = `p${n}`;
    const text = (place: string) => ({
      en: indexes.map((index) => attempts.take(index, `${pageId} ${place}`)).join(' '),
    });
    const page = {
      elements: {} as CorpusPage['elements'],
      variables: {} as CorpusPage['variables'],
      collections: {} as CorpusPage['collections'],
    };
    const scopes = indexes.map((index): CorpusScope => {
      const scope = `x${index}`;
      const corpus = corpusPage(index, attempts, scope);
      Object.assign(page.elements, corpus.elements);
      Object.assign(page.variables, corpus.variables);
      Object.assign(page.collections, corpus.collections);
      return { scope, probe: corpus.probe };
    });
    page.elements[`${pageId}-root`] = {
      id: `${pageId}-root`,
      type: 'flexbox',
      children: { default: scopes.map(({ scope }) => `${scope}-root`) },
    };
    site.pages.push({
      id: pageId,
      linkId: pageId,
      name: pageId,
      folder: null,
      paths: { en: `/${pageId}` },
      langs: ['en'],
      cmsDataSetPath: null,
      sections: ['nav', pageId],
      pageUserGroups: [],
      title: text('page title'),
      meta: {
        desc: text('meta description'),
        keywords: text('meta keywords'),
        socialTitle: text('og:title'),
        socialDesc: text('og:description'),
        structuredData: text('JSON-LD'),
      },
      metaImage: text('og:image').en,
    });
    fixture.pages[pageId] = {
      schemaVersion: 2,
      pageId,
      sections: { [pageId]: { uid: pageId, sectionTitle: pageId, children: [`${pageId}-root`] } },
      elements: page.elements,
      collections: Object.fromEntries(
        Object.entries(page.collections).map(([id, { records }]) => [
          id,
          { id, name: id, mode: 'static', config: { data: records }, autoFetch: true },
        ]),
      ),
      variables: page.variables,
      formulas: {},
      workflows: {},
      libraryComponents: {},
    };
    paths.push({
      path: `/${pageId}`,
      pageId,
      scopes,
      sentinels: scopes.map(({ scope }) => `Sentinel ${scope}`),
    });
  });
  paths.push(untitledPage(fixture));
  return paths;
}

/** A page with no title or meta: the site's name (every payload) is its title. */
function untitledPage(fixture: Fixture): CorpusPath {
  const pageId = 'untitled';
  const sentinel = `${pageId}-sentinel`;
  fixture.site.pages.push({
    id: pageId,
    linkId: pageId,
    name: pageId,
    folder: null,
    paths: { en: `/${pageId}` },
    langs: ['en'],
    cmsDataSetPath: null,
    sections: ['nav', pageId],
    pageUserGroups: [],
    title: { en: '' },
    meta: { desc: {}, keywords: {}, socialTitle: {}, socialDesc: {}, structuredData: {} },
    metaImage: '',
  });
  fixture.pages[pageId] = {
    schemaVersion: 2,
    pageId,
    sections: { [pageId]: { uid: pageId, sectionTitle: pageId, children: [sentinel] } },
    elements: {
      [sentinel]: { id: sentinel, type: 'text', props: { text: `Sentinel ${pageId}`, tag: 'h2' } },
    },
    collections: {},
    variables: {},
    formulas: {},
    workflows: {},
    libraryComponents: {},
  };
  return { path: `/${pageId}`, pageId, scopes: [], sentinels: [`Sentinel ${pageId}`] };
}
