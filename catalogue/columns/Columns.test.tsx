import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coerceProp, defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { Columns } from './Columns.tsx';
import { columnsDefinition, type ColumnsProps } from './definition.ts';
import { columnsSeeds } from './seeds.ts';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => <p key={`c${i}`}>Card {i + 1}</p>);

sharedChecks(columnsDefinition, Columns, { seeds: columnsSeeds, extra: { children: cards(2) } });

describe('Columns', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const base = defaultProps<ColumnsProps>(columnsDefinition, 'en');
  const show = (props: Partial<ColumnsProps>, count = 2) => {
    const root = render(
      <Columns props={{ ...base, ...props }} className="b-c">
        {cards(count)}
      </Columns>,
    ).container.firstElementChild as HTMLElement;
    const cells = [...root.querySelectorAll<HTMLElement>('.b-columns-item')];
    return {
      root,
      texts: cells.map((cell) => cell.textContent),
      columns: cells.map((cell) => cell.style.gridColumn),
      rows: cells.map((cell) => cell.style.gridRow),
    };
  };

  it('lays children on a 12-unit grid, spanning the units of lengthInUnit', () => {
    const { root, columns, rows } = show({ lengthInUnit: [3, 9, 4, 8] }, 4);
    expect(root.className).toBe('b-columns b-c');
    expect(columns).toEqual(['1 / span 3', '4 / span 9', '1 / span 4', '5 / span 8']);
    expect(rows).toEqual(['1', '1', '2', '2']);
  });

  it('gives children without a width an even share', () => {
    expect(show({ lengthInUnit: [] }, 3).columns).toEqual([
      '1 / span 4',
      '5 / span 4',
      '9 / span 4',
    ]);
  });

  it('clamps junk units to whole numbers 1–12, with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { columns, rows } = show({ lengthInUnit: [0, 40, 'x', '5', 2.6, null] }, 6);
    // 0 → 1, 40 → 12, 'x' → even share (2), '5' → 5, 2.6 → 3, null → 2.
    expect(columns).toEqual([
      '1 / span 1',
      '1 / span 12',
      '1 / span 2',
      '3 / span 5',
      '8 / span 3',
      '11 / span 2',
    ]);
    expect(rows).toEqual(['1', '2', '3', '3', '3', '3']);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('lengthInUnit'))).toHaveLength(5);
  });

  it('survives a lengthInUnit that is not a list', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const odd = { lengthInUnit: 'wide' as unknown as unknown[] };
    expect(show(odd).columns).toEqual(['1 / span 6', '7 / span 6']);
  });

  it('reverses the order of the children, each keeping its width', () => {
    const { texts, columns } = show({ reverse: true, lengthInUnit: [4, 8] });
    expect(texts).toEqual(['Card 2', 'Card 1']);
    expect(columns).toEqual(['1 / span 8', '9 / span 4']);
  });

  it('pushes the last column to the end of its row', () => {
    expect(show({ pushLast: true, lengthInUnit: [3, 3] }).columns).toEqual([
      '1 / span 3',
      '10 / span 3',
    ]);
    cleanup();
    expect(show({ type: 'mosaic', pushLast: true, lengthInUnit: [3, 3] }).columns).toEqual([
      'span 3',
      'span 3 / -1',
    ]);
  });

  it('spreads the free units of a row per justifyContent', () => {
    const at = (justifyContent: ColumnsProps['justifyContent']) => {
      cleanup();
      return show({ justifyContent, lengthInUnit: [2, 2] }).columns;
    };
    expect(at('center')).toEqual(['5 / span 2', '7 / span 2']);
    expect(at('end')).toEqual(['9 / span 2', '11 / span 2']);
    expect(at('space-between')).toEqual(['1 / span 2', '11 / span 2']);
    // 8 free units, a third each before, between and after: 3, 2, 3 once rounded.
    expect(at('space-evenly')).toEqual(['4 / span 2', '8 / span 2']);
  });

  it('puts each child on a full row for rows, and packs densely for mosaic', () => {
    expect(show({ type: 'rows' }, 3).columns).toEqual(['1 / -1', '1 / -1', '1 / -1']);
    cleanup();
    const mosaic = show({ type: 'mosaic', lengthInUnit: [8, 6, 4] }, 3);
    expect(mosaic.root.dataset.layout).toBe('mosaic');
    expect(mosaic.columns).toEqual(['span 8', 'span 6', 'span 4']);
  });

  it('clamps the gaps to 0–100 px, as bound values and as props', () => {
    const { columnGap, rowGap } = columnsDefinition.properties;
    expect(coerceProp(columnGap, '250px', ['en'])).toBe('100px');
    expect(coerceProp(rowGap, '-4px', ['en'])).toBe('0px');
    // A bare number is not a length in px (seeds: bound lengths are text): the default.
    expect(coerceProp(rowGap, -4, ['en'])).toBe('16px');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = show({ columnGap: '180px', rowGap: '-3px' });
    expect(root.style.getPropertyValue('--b-columns-column-gap')).toBe('100px');
    expect(root.style.getPropertyValue('--b-columns-row-gap')).toBe('0px');
    cleanup();
    const fine = show({ columnGap: '24px', rowGap: '8px', alignItems: 'center' }).root;
    expect(fine.style.getPropertyValue('--b-columns-column-gap')).toBe('24px');
    expect(fine.style.getPropertyValue('--b-columns-row-gap')).toBe('8px');
    expect(fine.style.getPropertyValue('--b-columns-align-items')).toBe('center');
  });

  it('is the grid itself when it has a link', () => {
    const root = render(
      <Columns props={base} className="b-c" href="/shop">
        {cards(2)}
      </Columns>,
    ).container.firstElementChild;
    expect(root?.tagName).toBe('A');
    expect(root?.getAttribute('href')).toBe('/shop');
    expect(root?.querySelectorAll('.b-columns-item')).toHaveLength(2);
  });
});
