/** What a collection needs besides its schema: records of a static one, starting configs. */
import {
  filterPatterns,
  PatternEngineNotLoaded,
  patternRefusal,
} from '@shared/collections/operators/pattern.ts';
import type { Collection, FilterGroup } from '@shared/schema/logic.ts';
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

/**
 * The filter's new literal `match`/`notMatch` patterns must run on the linear-time engine: one it
 * cannot run is refused with the engine's reason, and the stored filter stays as it was. A pattern
 * the filter already held (a hand-edited file, which `validateSite` reports) does not block other
 * edits. The engine is loaded by whoever shows a pattern field (the filter builder); before that,
 * a new pattern other than plain text is refused as not checked yet.
 */
export function checkFilterPatterns(
  next: FilterGroup | null | undefined,
  current: FilterGroup | null | undefined,
): void {
  const held = new Set(filterPatterns(current).map(({ value }) => JSON.stringify(value)));
  for (const { value } of filterPatterns(next)) {
    if (held.has(JSON.stringify(value))) continue;
    if (typeof value !== 'string') {
      throw new CommandError('command.collection.patternText', {
        value: JSON.stringify(value) ?? '—',
      });
    }
    let reason: string | null;
    try {
      reason = patternRefusal(value);
    } catch (error) {
      if (error instanceof PatternEngineNotLoaded)
        throw new CommandError('command.collection.patternLoading');
      throw error;
    }
    if (reason !== null)
      throw new CommandError('command.collection.pattern', { pattern: value, reason });
  }
}
