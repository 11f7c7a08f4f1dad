import { describe, expect, it } from 'vitest';
import { lineAndColumn, parseJsonText } from './syntax.ts';

const broken = (text: string) => {
  const parsed = parseJsonText(text);
  if (parsed.ok) throw new Error('parsed');
  return parsed;
};

describe('JSON syntax errors', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('{\n  "a": x', 9)).toEqual({ line: 2, column: 8 });
  });

  it('places the end of a cut file at its end', () => {
    expect(broken('{"page": {"id"')).toMatchObject({ at: { line: 1, column: 15 } });
    expect(broken(`{\n  "page": `)).toMatchObject({
      reason: 'Unexpected end of JSON input',
      at: { line: 2, column: 11 },
    });
  });

  it('finds what V8 gives no position for: a trailing comma, a typo', () => {
    expect(broken('{\n  "a": 1,\n}')).toMatchObject({ at: { line: 3, column: 1 } });
    expect(broken('{"a": tru}')).toMatchObject({
      reason: expect.stringMatching(/^Unexpected token/),
      at: { line: 1, column: 7 },
    });
  });

  it('keeps V8 reason without its position', () => {
    expect(broken(`{"a" 1}`)).toMatchObject({
      reason: "Expected ':' after property name",
      at: { line: 1, column: 6 },
    });
    expect(parseJsonText('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
  });
});
