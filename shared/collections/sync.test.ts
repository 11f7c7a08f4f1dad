import { describe, expect, it } from 'vitest';
import { syncRecord, type SyncKind } from './sync.ts';

interface Product {
  id: number | string;
  name: string;
}

const collection = () => ({
  id: 'products',
  fetched: true,
  data: [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ] as Product[],
  total: 10,
});

describe('syncRecord', () => {
  it('create appends the record and adds 1 to total', () => {
    const next = syncRecord(collection(), 'create', { id: 3, name: 'C' });
    expect(next.data).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ]);
    expect(next.total).toBe(11);
    expect(next).toMatchObject({ id: 'products', fetched: true });
  });

  it('update replaces the record with the same id, total unchanged', () => {
    const next = syncRecord(collection(), 'update', { id: 2, name: 'B2' });
    expect(next.data).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B2' },
    ]);
    expect(next.total).toBe(10);
  });

  it('update leaves the data as it is when the id is missing', () => {
    const next = syncRecord(collection(), 'update', { id: 9, name: 'Z' });
    expect(next.data).toEqual(collection().data);
    expect(next.total).toBe(10);
  });

  it('matches ids strictly', () => {
    const next = syncRecord(collection(), 'update', { id: '1', name: 'string id' });
    expect(next.data[0]).toEqual({ id: 1, name: 'A' });
  });

  it('delete removes the record and subtracts 1 from total', () => {
    const next = syncRecord(collection(), 'delete', { id: 1, name: 'A' });
    expect(next.data).toEqual([{ id: 2, name: 'B' }]);
    expect(next.total).toBe(9);
  });

  it('delete of a missing record changes nothing, and total never goes below 0', () => {
    const missing = syncRecord(collection(), 'delete', { id: 9, name: 'Z' });
    expect(missing.data).toEqual(collection().data);
    expect(missing.total).toBe(10);
    const zero = syncRecord({ ...collection(), total: 0 }, 'delete', { id: 1, name: 'A' });
    expect(zero.data).toEqual([{ id: 2, name: 'B' }]);
    expect(zero.total).toBe(0);
  });

  it('sync replaces an existing record, total unchanged', () => {
    const next = syncRecord(collection(), 'sync', { id: 1, name: 'A2' });
    expect(next.data).toEqual([
      { id: 1, name: 'A2' },
      { id: 2, name: 'B' },
    ]);
    expect(next.total).toBe(10);
  });

  it('sync appends a missing record and adds 1 to total', () => {
    const next = syncRecord(collection(), 'sync', { id: 3, name: 'C' });
    expect(next.data.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(next.total).toBe(11);
  });

  it.each<SyncKind>(['create', 'update', 'delete', 'sync'])(
    '%s returns a new collection and never changes the given one',
    (kind) => {
      const before = collection();
      const frozen = Object.freeze({ ...before, data: Object.freeze([...before.data]) });
      const next = syncRecord(frozen as typeof before, kind, { id: 2, name: 'new' });
      expect(next).not.toBe(frozen);
      expect(next.data).not.toBe(frozen.data);
      expect(frozen).toEqual(collection());
    },
  );

  it('rejects an unknown kind', () => {
    expect(() => syncRecord(collection(), 'upsert' as SyncKind, { id: 1, name: 'A' })).toThrow(
      'unknown kind "upsert"',
    );
  });
});
