import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { deleteRefusal, pathProblem, slugOf, uniquePath } from './page-helpers.ts';

describe('page helpers', () => {
  const { site } = fixtureSite();

  it('makes slugs from names', () => {
    expect(slugOf('  Our Story! ')).toBe('our-story');
    expect(slugOf('Café crème')).toBe('cafe-creme');
    expect(slugOf('***')).toBe('');
  });

  it('explains a bad or taken path with the schema message or the page that has it', () => {
    expect(pathProblem(site, 'home', 'en', 'faq')?.message).toBe(
      'The path must start with "/" and hold only URL-safe segments or parameters written {name:default}.',
    );
    expect(pathProblem(site, 'home', 'en', '/faq')?.refusal).toEqual({
      key: 'command.page.pathTaken',
      params: { path: '/faq', lang: 'en', page: 'faq' },
    });
    expect(pathProblem(site, 'faq', 'en', '/faq')).toBeNull();
    expect(pathProblem(site, 'home', 'en', '/product/{id:1}')).toBeNull();
  });

  it('makes paths unique on their last plain segment', () => {
    expect(uniquePath(site, 'en', '/new', null)).toBe('/new');
    expect(uniquePath(site, 'en', '/faq', null)).toBe('/faq-2');
    expect(uniquePath(site, 'en', '/', null, 'copy')).toBe('/copy-2');
    const withParam = {
      ...site,
      pages: [...site.pages, { ...site.pages[1]!, id: 'p', paths: { en: '/product/{id:}' } }],
    };
    expect(uniquePath(withParam, 'en', '/product/{id:x}', null)).toBe('/product-2/{id:x}');
  });

  it('names the pages that cannot be deleted', () => {
    expect(deleteRefusal(site, 'home')).toBe('home');
    expect(deleteRefusal({ ...site, notFoundPageId: 'faq' }, 'faq')).toBe('notFound');
    expect(deleteRefusal({ ...site, unauthenticatedPageId: 'faq' }, 'faq')).toBe('unauthenticated');
    expect(deleteRefusal({ ...site, unauthorizedPageId: 'faq' }, 'faq')).toBe('unauthorized');
    expect(deleteRefusal(site, 'faq')).toBeNull();
  });
});
