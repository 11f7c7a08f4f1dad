/** What a collection needs besides its schema: records of a static one, starting configs. */
import type { Collection } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { CommandError } from '../command.ts';

export type CollectionMode = Collection['mode'];

/** A new collection's config: a static one holds its records, a dynamic one names its source. */
export function emptyConfig(mode: CollectionMode): Record<string, JsonValue> {
  return mode === 'static' ? { data: [] } : {};
}

export function checkMode(mode: unknown): CollectionMode {
  if (mode === 'static' || mode === 'dynamic') return mode;
  throw new CommandError('command.collection.mode');
}

/** A static collection's records: a list of objects (`config.data`), as the runtime reads them. */
export function checkStaticConfig(config: Record<string, JsonValue>): void {
  const data = config.data;
  if (!Array.isArray(data)) throw new CommandError('command.collection.records');
  const bad = data.findIndex((r) => r === null || typeof r !== 'object' || Array.isArray(r));
  if (bad >= 0) {
    throw new CommandError('command.collection.record', { index: bad + 1 });
  }
}
