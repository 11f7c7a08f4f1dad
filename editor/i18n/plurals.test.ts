/** Counted messages by each language's rules: French "one" is 0 and 1, English "one" only 1. */
import { describe, expect, it } from 'vitest';
import { createI18n, type EditorLanguage } from './index.ts';

const values = { environment: 'production', time: '14:03' };

describe('publish messages agree with the page count', () => {
  it.each<[EditorLanguage, string, number, string]>([
    ['fr', 'save.publish.done', 0, '0 page publiée en production à 14:03.'],
    ['fr', 'save.publish.done', 1, '1 page publiée en production à 14:03.'],
    ['fr', 'save.publish.done', 2, '2 pages publiées en production à 14:03.'],
    ['fr', 'published', 0, '0 page publiée en production.'],
    ['fr', 'published', 1, '1 page publiée en production.'],
    ['fr', 'published', 2, '2 pages publiées en production.'],
    ['en', 'save.publish.done', 1, 'Published 1 page to production at 14:03.'],
    ['en', 'save.publish.done', 2, 'Published 2 pages to production at 14:03.'],
    ['en', 'published', 1, 'Published 1 page to production.'],
    ['en', 'published', 2, 'Published 2 pages to production.'],
  ])('%s %s, %i pages', (language, key, count, text) => {
    expect(createI18n(language).t(key, { ...values, count })).toBe(text);
  });
});

it('no editor string fakes a plural with "(s)" or "(e)s"', () => {
  for (const language of ['en', 'fr'] as const) {
    const i18n = createI18n(language);
    const strings = i18n.getResourceBundle(language, 'translation') as Record<string, string>;
    const faked = Object.keys(strings).filter((key) =>
      /(?<!http)\((e|s|es)\)/.test(strings[key] ?? ''),
    );
    expect(faked, language).toEqual([]);
  }
});
