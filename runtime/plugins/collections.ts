/**
 * The page's collections as plugins see them (`PluginApi.collections`): a record call of the
 * datasource plugin applied to the local collection as the seeds say (§4). Lives in the plugin
 * loader's chunk, so pages without plugins never download it.
 */
import type { PluginCollections } from '@plugins/define.ts';
import { syncRecord } from '@shared/collections/sync.ts';
import type { CollectionStore } from '../state/collections.ts';

export function pluginCollections(store: CollectionStore): PluginCollections {
  return {
    get: (idOrName) => store.get(idOrName),
    syncRecord(idOrName, kind, record) {
      const state = store.get(idOrName);
      if (!state?.isFetched) return false;
      const records = state.data as ReadonlyArray<{ id: unknown }>;
      const next = syncRecord({ data: records, total: state.total }, kind, record);
      return store.setRecords(idOrName, next.data, next.total);
    },
  };
}
