import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import {
  changedFiles,
  documentFiles,
  fileContent,
  sameJson,
  saveOrder,
  withFiles,
} from './files.ts';

const patch = (path: Patch['path']): Patch => ({ op: 'replace', path, value: 1 });

describe('changed files', () => {
  it('names the file of each patch from its first path segments', () => {
    const { paths, everything } = changedFiles([
      patch(['site', 'variables', 'isBusy', 'defaultValue']),
      patch(['pages', 'home', 'elements', 'title', 'name']),
      patch(['pages', 'home', 'elements', 'cta', 'props', 'text']),
      patch(['sections', 'nav', 'elements', 'logo']),
    ]);
    expect([...paths].sort()).toEqual(['pages/home.json', 'sections/nav.json', 'site.json']);
    expect(everything).toBe(false);
  });

  it('names a page added or removed (the site file lists pages)', () => {
    const { paths } = changedFiles([
      { op: 'add', path: ['pages', 'about'], value: {} },
      { op: 'add', path: ['site', 'pages', 2], value: {} },
      { op: 'remove', path: ['pages', 'faq'] },
    ]);
    expect([...paths].sort()).toEqual(['pages/about.json', 'pages/faq.json', 'site.json']);
  });

  it('asks for a full comparison when a whole collection or the document is replaced', () => {
    expect(changedFiles([patch([])]).everything).toBe(true);
    expect(changedFiles([patch(['pages'])]).everything).toBe(true);
  });
});

describe('files of a document', () => {
  it('reads one file, and nothing for a missing one or a path that is no site file', () => {
    const doc = fixtureSite();
    expect(fileContent(doc, 'site.json')).toBe(doc.site);
    expect(fileContent(doc, 'pages/home.json')).toBe(doc.pages.home);
    expect(fileContent(doc, 'sections/nav.json')).toBe(doc.sections.nav);
    expect(fileContent(doc, 'pages/nope.json')).toBeUndefined();
    expect(fileContent(doc, 'pages/toString.json')).toBeUndefined();
    expect(fileContent(doc, 'assets/logo.svg')).toBeUndefined();
  });

  it('lists every file and replaces or removes some', () => {
    const doc = fixtureSite();
    expect([...documentFiles(doc).keys()].sort()).toEqual([
      'pages/faq.json',
      'pages/home.json',
      'sections/nav.json',
      'site.json',
    ]);
    const about = { ...doc.pages.faq!, pageId: 'about' };
    const next = withFiles(doc, [
      ['pages/about.json', about],
      ['pages/faq.json', null],
    ]);
    expect(next.pages.about).toBe(about);
    expect(next.pages.faq).toBeUndefined();
    expect(doc.pages.faq).toBeDefined();
    expect(next.pages.home).toBe(doc.pages.home);
  });

  it('saves new files first, site.json after the pages it lists, removals last', () => {
    const order: Array<[string, boolean, boolean]> = [
      ['site.json', false, false],
      ['pages/gone.json', false, true],
      ['pages/home.json', false, false],
      ['pages/new.json', true, false],
    ];
    const rank = ([path, creating, removing]: [string, boolean, boolean]) =>
      saveOrder(path, creating, removing);
    const sorted = [...order].sort((a, b) => rank(a) - rank(b)).map((o) => o[0]);
    expect(sorted).toEqual(['pages/new.json', 'pages/home.json', 'site.json', 'pages/gone.json']);
  });

  it('compares JSON whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});
