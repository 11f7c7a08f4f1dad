import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncRecord, type SyncKind } from '@shared/collections/sync.ts';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi, PluginCollectionState } from '../define.ts';
import { datasourcePlugin } from './plugin.ts';
import { collectionProblems, DATASOURCE_MESSAGES, datasourceCollection } from './validate.ts';

const ctx = {} as ActionContext;

/** A plugin API over one local collection `notes`, with the auth plugin's token when given. */
function fakeApi(token?: string) {
  let notes: PluginCollectionState = {
    id: 'c-notes',
    name: 'notes',
    data: [
      { id: 'rec1', Text: 'one' },
      { id: 'rec2', Text: 'two' },
    ],
    total: 9,
  };
  const errors: unknown[][] = [];
  const api = {
    settings: {},
    setVariable: () => {},
    getVariable: () => undefined,
    variablesOf: (plugin: string) =>
      plugin === 'auth' && token ? { accessToken: token, isAuthenticated: true } : undefined,
    environment: 'preview',
    siteId: 'lab',
    log: { info: () => {}, warn: () => {}, error: (...args: unknown[]) => errors.push(args) },
    pagePath: () => null,
    goTo: () => {},
    collections: {
      get: (id: string) => (id === 'notes' || id === 'c-notes' ? notes : undefined),
      syncRecord(id: string, kind: SyncKind, record: { id: unknown }) {
        if (id !== 'c-notes') return false;
        notes = syncRecord(
          notes as PluginCollectionState & { data: Array<{ id: unknown }> },
          kind,
          record,
        );
        return true;
      },
    },
  } as unknown as PluginApi;
  return { api, errors, notes: () => notes };
}

/** Stubs `fetch` with one answer; returns the calls made. */
function answer(status: number, body: unknown) {
  const calls: Array<{
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const run = (action: string, config: Record<string, unknown>, api: PluginApi) =>
  datasourcePlugin.actions[action]!.handler(config, ctx, api);

describe('validation (seeds 001 §5)', () => {
  it('is valid only with an API key', () => {
    expect(datasourcePlugin.validate({}, {})).toEqual([DATASOURCE_MESSAGES.noApiKey]);
    expect(datasourcePlugin.validate({}, { apiKey: '  ' })).toEqual(['No API key defined.']);
    expect(datasourcePlugin.validate({}, { apiKey: 'pat1' })).toEqual([]);
  });

  it('takes a collection only with base, table and view', () => {
    expect(collectionProblems({})).toEqual([
      'No base defined.',
      'No table defined.',
      'No view defined.',
    ]);
    expect(collectionProblems({ base: 'app1', table: 'Notes' })).toEqual(['No view defined.']);
    expect(datasourceCollection({ base: 'app1', table: 'Notes', view: 'Grid view' })).toEqual({
      base: 'app1',
      table: 'Notes',
      view: 'Grid view',
      allowAnonymousWrites: false,
    });
    expect(
      datasourceCollection({ base: 'a', table: 't', view: 'v', allowAnonymousWrites: true }),
    ).toMatchObject({ allowAnonymousWrites: true });
  });
});

describe('record actions', () => {
  it('create-record posts the data with the access token, adds the record and increments total', async () => {
    const { api, notes } = fakeApi('jwt-1');
    const calls = answer(200, { data: { id: 'rec3', Text: 'three' } });
    const result = await run(
      'create-record',
      { collectionId: 'notes', data: { Text: 'three' } },
      api,
    );
    expect(result).toEqual({ id: 'rec3', Text: 'three' });
    expect(calls).toEqual([
      {
        url: '/ww/cms_data_sets/c-notes/airtable/record',
        method: 'POST',
        headers: {
          accept: 'application/json',
          authorization: 'Bearer jwt-1',
          'content-type': 'application/json',
        },
        body: { data: { Text: 'three' } },
      },
    ]);
    expect(notes().data).toEqual([
      { id: 'rec1', Text: 'one' },
      { id: 'rec2', Text: 'two' },
      { id: 'rec3', Text: 'three' },
    ]);
    expect(notes().total).toBe(10);
  });

  it('update-record patches and replaces; delete-record removes and decrements total', async () => {
    const { api, notes } = fakeApi();
    const patch = answer(200, { data: { id: 'rec2', Text: 'two', Done: true } });
    await run(
      'update-record',
      { collectionId: 'notes', recordId: 'rec2', data: { Done: true } },
      api,
    );
    expect(patch[0]).toMatchObject({
      url: '/ww/cms_data_sets/c-notes/airtable/record/rec2',
      method: 'PATCH',
      body: { data: { Done: true } },
    });
    expect(patch[0]!.headers.authorization).toBeUndefined();
    expect(notes().data[1]).toEqual({ id: 'rec2', Text: 'two', Done: true });
    const del = answer(200, { data: { id: 'rec1' } });
    expect(await run('delete-record', { collectionId: 'c-notes', recordId: 'rec1' }, api)).toEqual({
      id: 'rec1',
    });
    expect(del[0]).toMatchObject({
      url: '/ww/cms_data_sets/c-notes/airtable/record/rec1',
      method: 'DELETE',
    });
    expect(notes().data).toEqual([{ id: 'rec2', Text: 'two', Done: true }]);
    expect(notes().total).toBe(8);
  });

  it('throws the server’s error (the workflow’s error branch) and leaves the collection as it was', async () => {
    const { api, notes } = fakeApi();
    const before = notes();
    answer(401, { error: DATASOURCE_MESSAGES.signInRequired });
    await expect(
      run('create-record', { collectionId: 'notes', data: { Text: 'x' } }, api),
    ).rejects.toThrow('Sign in to change the records of this collection.');
    expect(notes()).toBe(before);
    await expect(run('create-record', { data: {} }, api)).rejects.toThrow(
      'No collection selected.',
    );
    await expect(run('delete-record', { collectionId: 'notes' }, api)).rejects.toThrow(
      'No record selected.',
    );
    await expect(run('create-record', { collectionId: 'notes', data: [1] }, api)).rejects.toThrow(
      DATASOURCE_MESSAGES.noData,
    );
  });

  it('sync-record replaces the record, or adds it when missing', async () => {
    const { api, notes } = fakeApi();
    const calls = answer(200, { data: { id: 'rec1', Text: 'one, edited elsewhere' } });
    await run('sync-record', { collectionId: 'notes', recordId: 'rec1' }, api);
    expect(calls[0]).toMatchObject({
      url: '/plugins/hook/designs/lab/cms_data_sets/c-notes/sync/rec1/update',
      method: 'GET',
    });
    expect(notes().data[0]).toEqual({ id: 'rec1', Text: 'one, edited elsewhere' });
    answer(200, { data: { id: 'rec7', Text: 'seven' } });
    await run('sync-record', { collectionId: 'notes', recordId: 'rec7' }, api);
    expect(notes().data).toHaveLength(3);
    expect(notes().total).toBe(10);
  });

  it('only logs a failed sync', async () => {
    const { api, notes, errors } = fakeApi();
    const before = notes();
    answer(404, { error: 'Record rec9 was not found' });
    expect(await run('sync-record', { collectionId: 'notes', recordId: 'rec9' }, api)).toBeNull();
    expect(errors).toEqual([['Record sync failed', 'Record rec9 was not found']]);
    expect(notes()).toBe(before);
  });
});
