import { describe, expect, it } from 'vitest';
import { draftCommit } from './draft-commit.ts';

/** The stored value after typing `texts` one by one, from `base`, with `check`. */
function typed(base: string, texts: string[], check: (text: string) => string | null): string {
  let stored = base;
  for (const text of texts)
    stored = draftCommit({ text, problem: check(text), stored, base }) ?? stored;
  return stored;
}

const taken = (text: string) => (text === '/faq' || text === '/' ? 'taken' : null);
const pathLike = (text: string) => (/^\/[a-z]*$/.test(text) ? taken(text) : 'not a path');

describe('draftCommit', () => {
  it('commits each valid text, and nothing when the store has it already', () => {
    expect(draftCommit({ text: '/fa', problem: null, stored: '/f', base: '/new' })).toBe('/fa');
    expect(draftCommit({ text: '/fa', problem: null, stored: '/fa', base: '/new' })).toBeNull();
  });

  it('puts the value from before the typing back when the text becomes invalid, never a prefix', () => {
    expect(draftCommit({ text: '/faq', problem: 'taken', stored: '/fa', base: '/new' })).toBe(
      '/new',
    );
    expect(
      draftCommit({ text: '/faq', problem: 'taken', stored: '/new', base: '/new' }),
    ).toBeNull();
    // The cases, typed key by key after clearing the field.
    const keys = (text: string) => ['', ...[...text].map((_, i) => text.slice(0, i + 1))];
    expect(typed('/new', keys('/faq'), pathLike)).toBe('/new');
    expect(typed('/new', keys('/my page'), pathLike)).toBe('/new');
    expect(typed('/new', keys('/x?y=1#z'), pathLike)).toBe('/new');
    expect(typed('/new', keys('/café'), pathLike)).toBe('/new');
    // Valid again: committed.
    expect(typed('/new', [...keys('/faq'), '/faqs'], pathLike)).toBe('/faqs');
  });
});
