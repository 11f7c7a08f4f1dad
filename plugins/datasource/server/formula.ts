/**
 * The part of Airtable's `filterByFormula` the embedded record API understands: comparisons of a
 * field with a text or a number (`{Category} = 'Groceries'`, `{Price} >= 50`, `=` `!=` `<` `<=`
 * `>` `>=`), combined with `AND(…)`, `OR(…)` and `NOT(…)`. Turned into an SQL condition whose
 * field names and values are all parameters; anything else is refused with Airtable's error type.
 */

export class FormulaSyntaxError extends Error {}

type Token =
  | { kind: 'field'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'name'; text: string }
  | { kind: 'op'; text: '=' | '!=' | '<' | '<=' | '>' | '>=' }
  | { kind: 'punct'; text: '(' | ')' | ',' };

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < formula.length) {
    const c = formula[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '{') {
      const end = formula.indexOf('}', i);
      if (end < 0) throw new FormulaSyntaxError('A field name is not closed with }');
      tokens.push({ kind: 'field', text: formula.slice(i + 1, end) });
      i = end + 1;
    } else if (c === "'" || c === '"') {
      let text = '';
      let j = i + 1;
      for (; j < formula.length && formula[j] !== c; j++) {
        if (formula[j] === '\\' && j + 1 < formula.length) j++;
        text += formula[j];
      }
      if (j >= formula.length) throw new FormulaSyntaxError('A text is not closed');
      tokens.push({ kind: 'string', text });
      i = j + 1;
    } else if (/[0-9.-]/.test(c)) {
      const match = /^-?\d+(\.\d+)?/.exec(formula.slice(i));
      if (!match) throw new FormulaSyntaxError(`Unexpected "${c}"`);
      tokens.push({ kind: 'number', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[A-Za-z]/.test(c)) {
      const match = /^[A-Za-z]+/.exec(formula.slice(i))!;
      tokens.push({ kind: 'name', text: match[0].toUpperCase() });
      i += match[0].length;
    } else if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: 'punct', text: c });
      i++;
    } else {
      const op = ['!=', '<=', '>=', '=', '<', '>'].find((o) => formula.startsWith(o, i));
      if (!op) throw new FormulaSyntaxError(`Unexpected "${c}"`);
      tokens.push({ kind: 'op', text: op as '=' });
      i += op.length;
    }
  }
  return tokens;
}

/** Compiles `formula` to an SQL condition on the `fields` jsonb column, pushing its values. */
export function formulaToSql(formula: string, params: Array<string | number>): string {
  const tokens = tokenize(formula);
  let pos = 0;
  const param = (value: string | number) => {
    params.push(value);
    return `$${params.length}`;
  };
  const expect = (text: string) => {
    const token = tokens[pos++];
    if (!token || !('text' in token) || token.text !== text)
      throw new FormulaSyntaxError(`Expected "${text}"`);
  };

  function expression(): string {
    const token = tokens[pos++];
    if (!token) throw new FormulaSyntaxError('Unexpected end of formula');
    if (token.kind === 'name' && ['AND', 'OR', 'NOT'].includes(token.text)) {
      expect('(');
      const parts = [expression()];
      while (tokens[pos]?.kind === 'punct' && (tokens[pos] as { text: string }).text === ',') {
        pos++;
        parts.push(expression());
      }
      expect(')');
      if (token.text === 'NOT') {
        if (parts.length !== 1) throw new FormulaSyntaxError('NOT takes one condition');
        return `NOT (${parts[0]})`;
      }
      return `(${parts.join(token.text === 'AND' ? ' AND ' : ' OR ')})`;
    }
    if (token.kind !== 'field')
      throw new FormulaSyntaxError('Expected a field such as {Name}, or AND, OR, NOT');
    const op = tokens[pos++];
    const value = tokens[pos++];
    if (op?.kind !== 'op') throw new FormulaSyntaxError('Expected a comparison after a field');
    const field = `${param(token.text)}::text`;
    if (value?.kind === 'string') {
      if (op.text !== '=' && op.text !== '!=')
        throw new FormulaSyntaxError('Texts compare only with = and !=');
      // Airtable reads an empty field as the empty text.
      return `COALESCE(fields ->> ${field}, '') ${op.text === '=' ? '=' : '<>'} ${param(value.text)}`;
    }
    if (value?.kind === 'number') {
      const sqlOp = op.text === '!=' ? '<>' : op.text;
      return `(CASE WHEN jsonb_typeof(fields -> ${field}) = 'number' THEN (fields ->> ${field})::numeric END) ${sqlOp} ${param(value.value)}::numeric`;
    }
    throw new FormulaSyntaxError('Expected a text or a number after the comparison');
  }

  const sql = expression();
  if (pos !== tokens.length) throw new FormulaSyntaxError('Unexpected text after the formula');
  return sql;
}
