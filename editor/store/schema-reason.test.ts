import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { elementEventSchema, overrideKeySchema } from '@shared/schema/element.ts';
import { workflowSchema } from '@shared/schema/logic.ts';
import { pagePathSchema } from '@shared/schema/site.ts';
import { idSchema, langCodeSchema } from '@shared/schema/values.ts';
import { OWN_MESSAGES_FR, schemaReason } from './schema-reason.ts';

function reasonOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('The value passed.');
  return schemaReason(schema, value, parsed.error);
}

describe('schemaReason', () => {
  it('knows the French of every message the shared schemas write themselves', () => {
    const own = [
      reasonOf(overrideKeySchema, 'Tablet'),
      reasonOf(elementEventSchema, { trigger: 'On Click', workflowId: 'w' }),
      reasonOf(pagePathSchema, 'faq'),
      reasonOf(idSchema, '-x'),
      reasonOf(langCodeSchema, 'English'),
    ];
    expect(own.map((label) => label.en).sort()).toEqual(Object.keys(OWN_MESSAGES_FR).sort());
    for (const label of own) expect(label.fr).toBe(OWN_MESSAGES_FR[label.en]);
  });

  it("takes zod's French locale for zod's own texts, for the same problem", () => {
    expect(reasonOf(workflowSchema, { id: 'w', name: 'Go', trigger: 'none' })).toEqual({
      en: 'Invalid input: expected array, received undefined',
      fr: 'Entrée invalide : tableau attendu, indéfini reçu',
    });
    expect(reasonOf(langCodeSchema, 3)).toEqual({
      en: 'Invalid input: expected string, received number',
      fr: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    });
  });
});
