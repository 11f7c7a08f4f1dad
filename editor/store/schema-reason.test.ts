import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { langCodeSchema } from '@shared/schema/values.ts';
import { schemaReason } from './schema-reason.ts';
import { en, fr } from './strings.ts';

describe('schemaReason', () => {
  it("is the first issue, in English and in zod's French", () => {
    const parsed = langCodeSchema.safeParse(3);
    if (parsed.success) throw new Error('The value passed.');
    expect(schemaReason(langCodeSchema, 3, parsed.error)).toEqual({
      en: 'Invalid input: expected string, received number',
      fr: 'Entrée invalide : chaîne de caractères attendu, nombre reçu',
    });
  });

  it('says so when an error has no issue', () => {
    expect(schemaReason(langCodeSchema, 'en', new z.ZodError([]))).toEqual({
      en: en['command.unknownProblem'],
      fr: fr['command.unknownProblem'],
    });
  });
});
