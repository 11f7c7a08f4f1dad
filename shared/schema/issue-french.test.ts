import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { elementEventSchema, overrideKeySchema } from './element.ts';
import { frenchIssues, OWN_MESSAGES_FR } from './issue-french.ts';
import { workflowSchema } from './logic.ts';
import { cmsDataSetPathSchema, pagePathSchema } from './site.ts';
import { colorTokensSchema, MAX_COLOR_TOKENS, siteTextStyleSchema } from './site-style.ts';
import { idSchema, langCodeSchema } from './values.ts';

function both(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('The value passed.');
  const fr = frenchIssues(schema, value, parsed.error);
  return parsed.error.issues.map((issue, i) => ({ en: issue.message, fr: fr[i] }));
}

describe('frenchIssues', () => {
  it('knows the French of every message the shared schemas write themselves', () => {
    const own = [
      both(overrideKeySchema, 'Tablet'),
      both(elementEventSchema, { trigger: 'On Click', workflowId: 'w' }),
      both(pagePathSchema, 'faq'),
      both(idSchema, '-x'),
      both(langCodeSchema, 'English'),
      both(cmsDataSetPathSchema, 'recipes/id'),
      both(siteTextStyleSchema, { fontSize: 0 }),
      both(siteTextStyleSchema, { lineHeight: 9 }),
      both(
        colorTokensSchema,
        Array.from({ length: MAX_COLOR_TOKENS + 1 }, (_, i) => ({ name: `c${i}`, value: '#000' })),
      ),
    ].map((issues) => issues[0]!);
    expect(own.map((label) => label.en).sort()).toEqual(Object.keys(OWN_MESSAGES_FR).sort());
    for (const label of own) expect(label.fr).toBe(OWN_MESSAGES_FR[label.en]);
  });

  it("takes zod's French locale for zod's own texts, for the same problem", () => {
    expect(both(workflowSchema, { id: 'w', name: 'Go', trigger: 'none' })).toEqual([
      {
        en: 'Invalid input: expected array, received undefined',
        fr: 'Entrée invalide : tableau attendu, indéfini reçu',
      },
    ]);
    expect(both(langCodeSchema, 3)).toEqual([
      {
        en: 'Invalid input: expected string, received number',
        fr: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
      },
    ]);
  });

  it('gives each of several issues its own French, in order', () => {
    const issues = both(workflowSchema, { id: '-w', name: 3, trigger: 'none', actions: [] });
    expect(issues.map((i) => i.fr)).toEqual([
      OWN_MESSAGES_FR['must be 1-100 letters, digits, "-" or "_"'],
      'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    ]);
  });
});
