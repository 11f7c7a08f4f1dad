import type { Path } from '../path.ts';

/** A compiled condition or group: does the record pass? */
export type RecordTest = (record: unknown) => boolean;

/**
 * Where a condition reads its field: the split path, and the key alone when the path has one
 * segment. For such keys the hot operators write the read out in their own closure:
 *
 *     single === null ? readPath(record, path)
 *       : isObject(record) ? ownValue(record, single, record[single], single in Object.prototype)
 *       : undefined
 *
 * rather than calling `readPath`, because a property access site in its own function stays
 * monomorphic while one shared by every condition does not; that is most of the gap to a
 * hand-written `.filter()` (bench/collections.bench.ts).
 */
export interface FieldAt {
  path: Path;
  single: string | null;
}

/** Builds one condition's test from its (resolved) value; `key` is for error messages. */
export type OperatorFactory = (value: unknown, at: FieldAt, key: string) => RecordTest;

export const never: RecordTest = () => false;

/** The exact negation of an operator, wrong types included. */
export const not =
  (factory: OperatorFactory): OperatorFactory =>
  (value, at, key) => {
    const test = factory(value, at, key);
    return (record) => !test(record);
  };
