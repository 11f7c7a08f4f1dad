/** Record sync on a local collection (seeds §4) after a create, update, delete or sync call. */

export type SyncKind = 'create' | 'update' | 'delete' | 'sync';

export interface RecordWithId {
  id: unknown;
}

/** A fetched collection: its records and the total count on the server. */
export interface CollectionState<R extends RecordWithId = RecordWithId> {
  data: readonly R[];
  total: number;
}

/**
 * A new collection object with `record` applied; the given one is never changed. Records are
 * matched by `id` (===). create appends (even if the id exists) and adds 1 to total; update
 * replaces the records with that id (none: data unchanged); delete removes them and subtracts
 * how many were removed, never below 0; sync replaces, or appends and adds 1 when missing.
 */
export function syncRecord<C extends CollectionState>(
  collection: C,
  kind: SyncKind,
  record: C['data'][number],
): C {
  const { data, total } = collection;
  const found = data.some((item) => item.id === record.id);
  const replaced = () => data.map((item) => (item.id === record.id ? record : item));
  switch (kind) {
    case 'create':
      return { ...collection, data: [...data, record], total: total + 1 };
    case 'update':
      return { ...collection, data: found ? replaced() : data.slice() };
    case 'delete': {
      const kept = data.filter((item) => item.id !== record.id);
      return { ...collection, data: kept, total: Math.max(0, total - (data.length - kept.length)) };
    }
    case 'sync':
      return found
        ? { ...collection, data: replaced() }
        : { ...collection, data: [...data, record], total: total + 1 };
    default:
      throw new Error(`Record sync: unknown kind "${String(kind)}"`);
  }
}
