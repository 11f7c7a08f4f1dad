/**
 * A text key per value such that two values get the same key exactly when `deepEqual` holds for
 * lists and plain objects (order of keys ignored, -0 apart from 0, NaN equal to NaN). distinct,
 * unique and groupBy use it to find repeats in one pass instead of comparing every pair.
 */
import { isPlainObject } from '@shared/values/index.ts';
import type { HelperCall } from './call.ts';

export class SameKeys {
  /** Other objects (dates, functions) are only the same as themselves. */
  private readonly identities = new Map<unknown, number>();

  constructor(private readonly call: HelperCall) {}

  of(value: unknown): string {
    this.call.charge(1);
    if (value === undefined) return 'u';
    if (value === null) return 'n';
    switch (typeof value) {
      case 'number':
        return Object.is(value, -0) ? '-0' : String(value);
      case 'string':
        return JSON.stringify(value);
      case 'boolean':
        return value ? 'T' : 'F';
    }
    if (Array.isArray(value)) return `[${Array.from(value, (item) => this.of(item)).join(',')}]`;
    if (isPlainObject(value)) {
      const keys = Object.keys(value).sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${this.of(value[key])}`).join(',')}}`;
    }
    let id = this.identities.get(value);
    if (id === undefined) {
      id = this.identities.size;
      this.identities.set(value, id);
    }
    return `#${id}`;
  }
}
