import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical.ts';

describe('canonicalJson', () => {
  it('puts identifying keys first, then the rest alphabetically, at every depth', () => {
    const text = canonicalJson({
      z: 1,
      name: 'n',
      id: 'i',
      a: { type: 't', b: 2, schemaVersion: 2 },
    });
    expect(text).toBe(
      '{\n  "id": "i",\n  "name": "n",\n  "a": {\n    "schemaVersion": 2,\n    "type": "t",\n    "b": 2\n  },\n  "z": 1\n}\n',
    );
  });

  it('keeps array order, drops undefined and is stable when re-applied', () => {
    const value = { list: [3, 1, 2], gone: undefined, nested: [{ b: 1, a: 2 }] };
    const once = canonicalJson(value);
    expect(once).not.toContain('gone');
    expect(once).toContain('[\n    3,\n    1,\n    2\n  ]');
    expect(canonicalJson(JSON.parse(once))).toBe(once);
    expect(once.endsWith('}\n')).toBe(true);
  });
});
