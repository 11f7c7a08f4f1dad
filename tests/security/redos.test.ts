/**
 * The ReDoS corpus against the server (issue 28, Injection): a dynamic collection filtered by
 * `match` with the pattern from a visitor's variable. Each request answers right, and a simple
 * request sent beside them completes too. Times are not asserted (the test's timeout is the only
 * clock; `npm run bench -- collections` reports them): with `RegExp`, `^(a|a)*$` against 26
 * characters held the whole process for 6.6 s.
 */
import { describe, expect, it } from 'vitest';
import { createServer } from '@server/app.ts';
import { fixedFrontEnd } from '@server/front-end.ts';
import { TEMPLATES, testConfig, writeFixtureSite } from '@server/testing/temp-site.ts';
import { REDOS_CORPUS } from '@shared/collections/testing/redos-corpus.ts';
import type {
  Collection,
  FilterCondition as Condition,
  FilterGroup,
  Variable,
} from '@shared/schema/logic.ts';

const PREVIEW = { host: 'preview.localhost:3000', 'content-type': 'application/json' };

/** Every text of the corpus once, as records `{ name }`. */
const records = [...new Set(REDOS_CORPUS.map(([, text]) => text))].map((name) => ({ name }));

/** `name` matches the visitor's `pattern` variable. */
const byVisitorPattern: Condition = {
  type: 'condition',
  key: 'name',
  operator: 'match',
  value: { $formula: 'variables.pattern' },
};

async function setup() {
  const config = await testConfig();
  await writeFixtureSite(config.sitesDir, (f) => {
    const pattern: Variable = {
      id: 'var-pattern',
      name: 'pattern',
      type: 'string',
      defaultValue: '',
    };
    f.pages.home!.variables = { [pattern.id]: pattern };
    const filter: FilterGroup = {
      type: 'group',
      combinator: 'and',
      conditions: [byVisitorPattern],
    };
    const names: Collection = {
      id: 'names',
      name: 'Names',
      mode: 'dynamic',
      config: { data: records },
      filter,
    };
    f.pages.home!.collections = { [names.id]: names };
  });
  const server = await createServer(config, { frontEnd: fixedFrontEnd(TEMPLATES) });
  const fetchNames = (pattern: string) =>
    server.inject({
      method: 'POST',
      url: '/ww/cms_data_sets/names/fetch',
      headers: PREVIEW,
      payload: JSON.stringify({ variables: { 'var-pattern': pattern } }),
    });
  return { server, fetchNames };
}

describe('visitor-controlled match patterns on the server', () => {
  it('the ReDoS corpus answers right, with a simple request beside it', async () => {
    const { server, fetchNames } = await setup();
    const corpus = REDOS_CORPUS.map(async ([pattern, text, matches]) => {
      const response = await fetchNames(pattern);
      expect(response.statusCode, `${pattern}: ${response.body}`).toBe(200);
      const names = (response.json() as { data: Array<{ name: string }> }).data.map((r) => r.name);
      expect(names.includes(text), pattern).toBe(matches);
      return pattern;
    });
    const simple = server
      .inject({ url: '/data/home.json?wwlang=en', headers: { host: PREVIEW.host } })
      .then((response) => response.statusCode);
    const [done, status] = await Promise.all([Promise.all(corpus), simple]);
    expect(done).toHaveLength(REDOS_CORPUS.length);
    expect(status).toBe(200);
  });

  it('answers 400 with the reason for a backreference, and for an invalid pattern', async () => {
    const { fetchNames } = await setup();
    const backreference = await fetchNames('^(a+)\\1$');
    expect(backreference.statusCode).toBe(400);
    expect(backreference.json().error).toMatch(
      /^Filter on "name": "\^\(a\+\)\\\\1\$" is not a valid regular expression \(backreferences and lookaround are not supported/,
    );
    const invalid = await fetchNames('(unclosed');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatch(/"\(unclosed" is not a valid regular expression/);
  });
});
