import { describe, expect, it } from 'vitest';
import { evaluateFormula } from './evaluate.ts';
import {
  EMPTY_PLACEHOLDER,
  fillJson,
  fillText,
  scriptJson,
  splitTemplate,
  UNCLOSED_PLACEHOLDER,
} from './template.ts';

const HOSTILE = 'Sadza "best" </script><script>alert(1)</script> $& $\' \u2028 & <!--';
const record = { id: 'r1', Name: HOSTILE, Size: '10 kg', PriceCents: 9999, Stock: 0 };
const run = (source: string) => evaluateFormula(source, { context: { page: { data: record } } });

describe('text templates', () => {
  it('splits literal text and formulas, reporting an unclosed or empty one', () => {
    expect(splitTemplate('a {{ x }} b').parts).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'formula', source: 'x', index: 2 },
      { kind: 'text', text: ' b' },
    ]);
    expect(splitTemplate('a {{ x').problems).toEqual([
      { placeholder: '{{ x', message: UNCLOSED_PLACEHOLDER },
    ]);
    expect(splitTemplate('{{  }}').problems[0]?.message).toBe(EMPTY_PLACEHOLDER);
  });

  it("fills a record's fields; a missing one is empty, never undefined", () => {
    const filled = fillText(
      '{{ context.page.data.Size }} {{ context.page.data.Colour }}|{{ context.page.data?.Nothing?.deep }}|',
      run,
    );
    expect(filled).toEqual({ text: '10 kg ||', problems: [] });
    expect(fillText('{{ null }}{{ [1, null, "a"] }}{{ true }}', run).text).toBe('1, atrue');
    // Hostile text is inserted as it is (the HTML writer escapes it), `$&` included.
    expect(fillText('{{ context.page.data.Name }} |', run).text).toBe(`${HOSTILE} |`);
    expect(fillText('no formula', () => 'x')).toEqual({ text: 'no formula', problems: [] });
  });

  it('reports a bad formula with its text and the reason, and leaves its value empty', () => {
    const filled = fillText('A {{ context.page.data. }} B {{ nope( }}', run);
    expect(filled.text).toBe('A  B ');
    expect(filled.problems).toHaveLength(2);
    expect(filled.problems[0]?.placeholder).toBe('{{ context.page.data. }}');
    expect(filled.problems[0]?.message).not.toBe('');
  });
});

describe('JSON templates', () => {
  const template = `{
    "@type": "Product",
    "name": "{{ context.page.data.Name }} ({{ context.page.data.Size }})",
    "sku": {{ context.page.data.id }},
    "price": "{{ (context.page.data.PriceCents / 100).toFixed(2) }}",
    "stock": {{ context.page.data.Stock }},
    "colour": {{ context.page.data.Colour }},
    "gone": "{{ context.page.data.Colour }}",
    "escaped": "a \\" {{ 'b' }}"
  }`;

  it('JSON-escapes each value where it stands: in a string or as a value', () => {
    const { text, problems } = fillJson(template, run);
    expect(problems).toEqual([]);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).toEqual({
      '@type': 'Product',
      name: `${HOSTILE} (10 kg)`,
      sku: 'r1',
      price: '99.99',
      stock: 0,
      colour: null,
      gone: '',
      escaped: 'a " b',
    });
    // Nothing inserted can close the script element, nor break a JavaScript string.
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('\u2028');
  });

  it('writes script-safe JSON, and nothing for text that is not JSON', () => {
    const safe = scriptJson(fillJson(template, run).text);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect((JSON.parse(safe) as { name: string }).name).toBe(`${HOSTILE} (10 kg)`);
    expect(scriptJson('{"a": "</script>"}')).toBe('{"a":"\\u003c/script\\u003e"}');
    expect(scriptJson('{"a": ')).toBe('');
    expect(scriptJson('  ')).toBe('');
  });

  it('keeps a failing formula out of the JSON as null or an empty string', () => {
    const { text, problems } = fillJson('{"a": {{ nope( }}, "b": "{{ nope( }}"}', run);
    expect(JSON.parse(text)).toEqual({ a: null, b: '' });
    expect(problems).toHaveLength(2);
  });
});
