import { describe, expect, it } from 'vitest';
import type { AppData, PageData, PublishedPage } from '@shared/schema/compose.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { chunkFiles, iconChunks, pageIcons, pageModules, preloadLinks } from './module-preloads.ts';

const home: PublishedPage = page('home', { en: '/' }, [{ uid: 'main', sectionTitle: 'Main' }]);

function dataWith(elements: PageData['wwObjects']): PageData {
  return pageData(
    home,
    [{ uid: 'main', sectionTitle: 'Main', children: Object.keys(elements) }],
    elements,
  );
}

describe('pageModules', () => {
  it('names the app start and the component of each element type, nothing else without logic', () => {
    const data = dataWith({
      a: { id: 'a', type: 'select' },
      b: { id: 'b', type: 'select' },
      c: { id: 'c', type: 'text', props: { text: 'Hi' } },
    });
    expect(pageModules(app([home]), home, data).sort()).toEqual([
      'catalogue/select/index.ts',
      'catalogue/text/index.ts',
      'runtime/start.tsx',
    ]);
  });

  it('adds the engine and effects for logic, plugins’ start, the guard, the record loader, HTML', () => {
    const site: AppData = {
      ...app([home]),
      formulas: { f: { id: 'f', name: 'f', code: '1' } },
      plugins: { auth: { id: 'auth' } as AppData['plugins'][string] },
    };
    const gated: PublishedPage = {
      ...home,
      pageUserGroups: ['staff'],
      cmsDataSetPath: 'products/{id}',
    };
    const data = dataWith({
      n: { id: 'n', type: 'text', attributes: [{ name: 'role', value: 'alert' }] },
    });
    expect(pageModules(site, gated, data).sort()).toEqual([
      'catalogue/text/index.ts',
      'runtime/app/effects.ts',
      'runtime/app/guard.ts',
      'runtime/app/load-record.ts',
      'runtime/engine/index.ts',
      'runtime/plugins/start.ts',
      'runtime/render/html-attributes.ts',
      'runtime/start.tsx',
    ]);
  });
});

describe('chunkFiles and preloadLinks', () => {
  const manifest = {
    'runtime/index.html': {
      file: '_app/runtime-E.js',
      imports: ['_react-R.js'],
      css: ['_app/e.css'],
    },
    '_react-R.js': { file: '_app/react-R.js' },
    'catalogue/select/index.ts': {
      file: '_app/components/select-S.js',
      imports: ['_glyph-G.js', '_react-R.js'],
      css: ['_app/select-S.css'],
    },
    'catalogue/dialog/index.ts': { file: '_app/components/dialog-D.js', imports: ['_glyph-G.js'] },
    '_glyph-G.js': { file: '_app/glyph-G.js', css: ['_app/e.css'] },
  };

  it('lists each chunk once with what it imports, leaving out the entry’s and unknown modules', () => {
    const files = chunkFiles(manifest, [
      'catalogue/select/index.ts',
      'catalogue/dialog/index.ts',
      'catalogue/text/index.ts',
    ]);
    expect(files).toEqual({
      scripts: ['_app/components/select-S.js', '_app/glyph-G.js', '_app/components/dialog-D.js'],
      styles: ['_app/select-S.css'],
    });
  });

  it('writes link tags with escaped, root-relative addresses', () => {
    expect(preloadLinks({ scripts: ['_app/a"&b.js'], styles: ['_app/c.css'] })).toBe(
      '<link rel="modulepreload" href="/_app/a&#34;&#38;b.js">' +
        '<link rel="preload" as="style" href="/_app/c.css">',
    );
  });

  it('links CSS as a stylesheet for a page rendered on the server', () => {
    expect(preloadLinks({ scripts: [], styles: ['_app/c.css'] }, true)).toBe(
      '<link rel="stylesheet" href="/_app/c.css">',
    );
  });
});

describe('page icons', () => {
  it('names the icons of icon elements and of buttons that show them, as plain text', () => {
    const data = dataWith({
      i: { id: 'i', type: 'icon', props: { icon: 'ShoppingCart' } },
      b: {
        id: 'b',
        type: 'button',
        props: { leftIcon: true, leftIconName: 'plus', rightIcon: false, rightIconName: 'x' },
      },
      f: { id: 'f', type: 'icon', props: { icon: { $formula: "'star'" } } },
      j: { id: 'j', type: 'icon', props: { icon: '../evil' } },
    });
    expect(pageIcons(data).sort()).toEqual(['plus', 'shopping-cart']);
  });

  it('maps the icons that are chunks of their own to their address', () => {
    const manifest = {
      'node_modules/lucide-react/dist/esm/icons/plus.mjs': {
        file: '_app/icons/plus-P.js',
        imports: ['_createLucideIcon-C.js'],
      },
    };
    expect(iconChunks(manifest, ['plus', 'x'])).toEqual({ plus: '/_app/icons/plus-P.js' });
  });

  it("maps lucide's alias names to the file its name map imports (trash-2 is trash.mjs)", () => {
    const manifest = {
      'node_modules/lucide-react/dist/esm/icons/trash.mjs': { file: '_app/icons/trash-T.js' },
    };
    expect(iconChunks(manifest, ['trash-2', 'trash'])).toEqual({
      'trash-2': '/_app/icons/trash-T.js',
      trash: '/_app/icons/trash-T.js',
    });
  });

  it('finds icon chunks when the packages sit outside the project (hoisted or linked)', () => {
    const manifest = {
      '../node_modules/lucide-react/dist/esm/icons/plus.mjs': { file: '_app/icons/plus-P.js' },
      '../../main/node_modules/lucide-react/dist/esm/icons/trash.mjs': {
        file: '_app/icons/trash-T.js',
      },
      'vendor/not-lucide/dist/esm/icons/minus.mjs': { file: '_app/icons/minus-M.js' },
    };
    expect(iconChunks(manifest, ['plus', 'trash-2', 'minus'])).toEqual({
      plus: '/_app/icons/plus-P.js',
      'trash-2': '/_app/icons/trash-T.js',
    });
  });

  it('maps an icon a component also imports to the chunk the build shares, by its name', () => {
    const manifest = {
      '_x-S.js': { file: '_app/icons/x-S.js', name: 'x' },
      '_Icon-I.js': { file: '_app/Icon-I.js', name: 'Icon' },
    };
    expect(iconChunks(manifest, ['x', 'Icon'])).toEqual({ x: '/_app/icons/x-S.js' });
  });
});
