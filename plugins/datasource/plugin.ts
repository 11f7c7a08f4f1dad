/**
 * The datasource plugin (seeds 001 §3, §5, §7): collections read from an Airtable base (config
 * `base`, `table`, `view`, fetched by the server through Airtable's REST API) and workflow actions
 * that create, update, delete and sync one record through the site's own routes, then update the
 * local collection as the seeds say (create adds and increments total; update replaces; delete
 * removes and decrements total; sync replaces or adds if missing). Failed syncs are only logged.
 * Calls carry the signed-in user's access token (the auth plugin's `accessToken`) when there is one.
 */
import { definePlugin, type PluginApi } from '../define.ts';
import { DATASOURCE_MESSAGES, settingsProblems } from './validate.ts';
import { label } from '@shared/i18n/label.ts';

const settings = {
  public: {},
  private: {
    apiKey: { type: 'secret', label: label('API key', 'Clé API'), required: true },
    apiUrl: {
      type: 'text',
      label: label(
        'API URL (empty: the embedded record API)',
        'URL de l’API (vide : l’API de fiches intégrée)',
      ),
    },
  },
} as const;

type Api = PluginApi<typeof settings, Record<string, never>>;

/** A record as the routes answer it: an id plus its fields. */
export interface DatasourceRecord {
  id: string;
  [field: string]: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The collection's id (the config may name it by id or by name). */
function collectionIdOf(config: Record<string, unknown>, api: Api): string {
  const given = text(config.collectionId);
  if (!given) throw new Error(DATASOURCE_MESSAGES.noCollection);
  return api.collections?.get(given)?.id ?? given;
}

function recordIdOf(config: Record<string, unknown>): string {
  const id = text(config.recordId);
  if (!id) throw new Error(DATASOURCE_MESSAGES.noRecord);
  return id;
}

function dataOf(config: Record<string, unknown>): Record<string, unknown> {
  const data = config.data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(DATASOURCE_MESSAGES.noData);
  return data as Record<string, unknown>;
}

/** A call of the site's record routes: `{ data }` on success, the server's `error` thrown else. */
async function call(api: Api, method: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = api.variablesOf('auth')?.accessToken;
  if (typeof token === 'string' && token !== '') headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => null)) as {
    data?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok) {
    const reason = typeof answer?.error === 'string' ? answer.error : `status ${response.status}`;
    throw new Error(reason);
  }
  return answer?.data ?? null;
}

const recordsPath = (collectionId: string) =>
  `/ww/cms_data_sets/${encodeURIComponent(collectionId)}/airtable/record`;

function asRecord(value: unknown): DatasourceRecord {
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { id?: unknown }).id !== 'string'
  )
    throw new Error('The record API answered no record');
  return value as DatasourceRecord;
}

const collectionField = {
  collectionId: { type: 'text', label: label('Collection', 'Collection'), required: true },
} as const;
const recordField = {
  recordId: { type: 'text', label: label('Record id', 'Identifiant de la fiche'), required: true },
} as const;
const dataField = {
  data: { type: 'json', label: label('Fields', 'Champs'), required: true },
} as const;

export const datasourcePlugin = definePlugin({
  id: 'datasource',
  label: label('Datasource (Airtable)', 'Source de données (Airtable)'),
  settings,
  variables: {},
  actions: {
    'create-record': {
      label: label('Create a record', 'Créer une fiche'),
      config: { ...collectionField, ...dataField },
      async handler(config, _ctx, api) {
        const collectionId = collectionIdOf(config, api);
        const record = asRecord(
          await call(api, 'POST', recordsPath(collectionId), { data: dataOf(config) }),
        );
        api.collections?.syncRecord(collectionId, 'create', record);
        return record;
      },
    },
    'update-record': {
      label: label('Update a record', 'Modifier une fiche'),
      config: { ...collectionField, ...recordField, ...dataField },
      async handler(config, _ctx, api) {
        const collectionId = collectionIdOf(config, api);
        const recordId = recordIdOf(config);
        const path = `${recordsPath(collectionId)}/${encodeURIComponent(recordId)}`;
        const record = asRecord(await call(api, 'PATCH', path, { data: dataOf(config) }));
        api.collections?.syncRecord(collectionId, 'update', record);
        return record;
      },
    },
    'delete-record': {
      label: label('Delete a record', 'Supprimer une fiche'),
      config: { ...collectionField, ...recordField },
      async handler(config, _ctx, api) {
        const collectionId = collectionIdOf(config, api);
        const recordId = recordIdOf(config);
        await call(api, 'DELETE', `${recordsPath(collectionId)}/${encodeURIComponent(recordId)}`);
        api.collections?.syncRecord(collectionId, 'delete', { id: recordId });
        return { id: recordId };
      },
    },
    'sync-record': {
      label: label('Sync a record', 'Synchroniser une fiche'),
      config: { ...collectionField, ...recordField },
      async handler(config, _ctx, api) {
        // Seeds: record-sync failures are only logged.
        try {
          const collectionId = collectionIdOf(config, api);
          const recordId = recordIdOf(config);
          const path = `/plugins/hook/designs/${encodeURIComponent(api.siteId)}/cms_data_sets/${encodeURIComponent(collectionId)}/sync/${encodeURIComponent(recordId)}/update`;
          const record = asRecord(await call(api, 'GET', path));
          api.collections?.syncRecord(collectionId, 'sync', record);
          return record;
        } catch (error) {
          api.log.error('Record sync failed', error instanceof Error ? error.message : error);
          return null;
        }
      },
    },
  },
  validate: settingsProblems,
});
