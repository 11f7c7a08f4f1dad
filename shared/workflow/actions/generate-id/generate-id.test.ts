import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runWorkflow } from '../../run.ts';
import { action, context, f, runOne, variables, workflow } from '../../testing.ts';
import { CODE_ALPHABET, GENERATE_ID_MESSAGES, readableCode, uuidV4 } from './index.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generate-id', () => {
  it('gives a version 4 UUID by default, a new one each run', async () => {
    const first = await runOne('generate-id', {});
    const second = await runOne('generate-id', { format: 'uuid' });
    expect(first.error).toBeUndefined();
    expect(first.result).toMatch(UUID_V4);
    expect(second.result).toMatch(UUID_V4);
    expect(second.result).not.toBe(first.result);
  });

  it('gives a readable code of the length asked, behind the prefix', async () => {
    const outcome = await runOne('generate-id', { format: 'code', length: 6, prefix: 'ORD-' });
    expect(outcome.result).toMatch(/^ORD-[A-HJ-NP-Z2-9]{6}$/);
    expect((await runOne('generate-id', { format: 'code' })).result).toMatch(/^[A-Z2-9]{8}$/);
    // A length typed in a text field arrives as text.
    expect((await runOne('generate-id', { format: 'code', length: '12' })).result).toHaveLength(12);
  });

  it('sets the version and variant bits of a UUID, whatever the random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        expect(uuidV4(bytes)).toMatch(UUID_V4);
      }),
    );
    expect(uuidV4(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('uses each of the 32 characters of a code alike (one byte picks one)', () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
    expect(CODE_ALPHABET).not.toMatch(/[IO01]/);
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const counts = new Map<string, number>();
    for (const char of readableCode(256, everyByte)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect([...counts.values()]).toEqual(Array(32).fill(8));
  });

  it.each([
    [{ format: 'hex' }, GENERATE_ID_MESSAGES.format],
    [{ format: 'code', length: 3 }, GENERATE_ID_MESSAGES.length],
    [{ format: 'code', length: 65 }, GENERATE_ID_MESSAGES.length],
    [{ format: 'code', length: 7.5 }, GENERATE_ID_MESSAGES.length],
    [{ format: 'code', length: 'eight' }, GENERATE_ID_MESSAGES.length],
    [{ prefix: 42 }, GENERATE_ID_MESSAGES.prefix],
    [{ prefix: 'x'.repeat(33) }, GENERATE_ID_MESSAGES.prefix],
  ])('fails with a clear message on %j', async (config, message) => {
    expect((await runOne('generate-id', config)).error?.message).toBe(message);
  });

  it('gives its id to the next action of the workflow', async () => {
    const store = variables([{ id: 'reference', type: 'string', defaultValue: '' }]);
    const outcome = await runWorkflow(
      workflow('w', [
        action('id', 'generate-id', { format: 'code', prefix: 'MSG-' }),
        action('keep', 'set-variable', {
          variableId: 'reference',
          value: f("context.workflow['id'].result"),
        }),
      ]),
      context({ variables: store }),
    );
    expect(outcome.error).toBeUndefined();
    expect(store.get('reference')).toMatch(/^MSG-[A-Z2-9]{8}$/);
  });
});
