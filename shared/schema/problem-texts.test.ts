import { describe, expect, it } from 'vitest';
import { PROBLEM_TEXTS, problemText, said } from './problem-texts.ts';
import { problemOf } from './problems.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('problem texts', () => {
  it('say the same things in English and French', () => {
    for (const [code, { en, fr }] of Object.entries(PROBLEM_TEXTS)) {
      expect(placeholders(fr), code).toEqual(placeholders(en));
      expect(fr, code).not.toBe(en);
    }
  });

  it('write nested texts in the same language, and keep an unknown placeholder visible', () => {
    const text = said('childMissing', {
      child: 'ghost',
      owner: said('ownerSection', { id: 'top' }),
    });
    expect(problemText(text)).toBe('child "ghost" of section "top" does not exist');
    expect(problemText(text, 'fr')).toBe(
      'l’enfant « ghost » listé dans la section « top » n’existe pas',
    );
    expect(problemText(said('pagePathMissing', { page: 'faq' }))).toBe(
      'page "faq" has no path for "{{lang}}"',
    );
  });

  it('make a problem with its English message and its French', () => {
    expect(problemOf('site.json', '$', said('siteFileMissing'))).toEqual({
      file: 'site.json',
      path: '$',
      severity: 'error',
      message: 'site.json is missing',
      fr: 'site.json est absent',
    });
  });
});
