/**
 * The REST plugin (seeds §7 "REST: apiRequest"): one workflow action, `rest:api-request`, that
 * calls an HTTP API directly from the browser or through the server proxy
 * (`POST /plugins/designs/{siteId}/rest-api/request`, `server/index.ts`), and can stream an
 * event-stream answer into a variable, one parsed `data:` line at a time, until `[DONE]`.
 */
import { definePlugin, type PluginApi } from '../define.ts';
import { readPath } from '@shared/values/index.ts';
import { textOf } from '@shared/workflow/config.ts';
import type { ActionConfig, ActionContext } from '@shared/workflow/context.ts';
import {
  dataTypeOf,
  encodeBody,
  hasBody,
  headersOf,
  METHODS,
  methodOf,
  withoutHeader,
  withQueries,
  type DataType,
  type Method,
} from './encode.ts';
import { REST_MESSAGES } from './messages.ts';
import { EventStreamParser, isDoneMarker, parseEventData } from './client/sse.ts';
import { label } from '@shared/i18n/label.ts';

/** The proxy's path on the site's own origin. */
export const restProxyPath = (siteId: string) =>
  `/plugins/designs/${encodeURIComponent(siteId)}/rest-api/request`;

/** What the proxy answers when the remote server answered (any status). */
export interface ProxyAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  data: unknown;
}

const flag = (value: unknown) => value === true || value === 'true';

/** An absolute URL: relative ones are read against the page's address. */
function urlOf(text: string): URL {
  try {
    return new URL(text, globalThis.location?.href);
  } catch {
    throw new Error(REST_MESSAGES.invalidUrl(text));
  }
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

const keyOf = (config: ActionConfig) => textOf(config.resultKey) ?? '';
const pick = (value: unknown, key: string) => (key === '' ? value : readPath(value, key));

/** An answer's body: JSON when it says so or parses, text otherwise, null when there is none. */
async function readBody(response: Response, method: Method): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204) return null;
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (text === '') return type.includes('json') ? null : '';
  if (type.includes('json') || !type.startsWith('text/')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The stream's target: an existing text or list variable of the page or the app. */
function streamVariableOf(config: ActionConfig, ctx: ActionContext): string {
  const id = textOf(config.streamVariableId);
  if (!id) throw new Error(REST_MESSAGES.noStreamVariable);
  const definition = ctx.variables.definition(id);
  if (!definition) throw new Error(REST_MESSAGES.streamVariableNotFound(id));
  if (definition.type !== 'string' && definition.type !== 'array')
    throw new Error(REST_MESSAGES.streamVariableType(id));
  return id;
}

/** Appends one parsed value: to a text as text (values other than text as JSON), to a list as an item. */
function append(ctx: ActionContext, id: string, value: unknown): void {
  const current = ctx.variables.get(id);
  if (ctx.variables.definition(id)?.type === 'array') {
    ctx.variables.set(id, [...(Array.isArray(current) ? current : []), value]);
  } else {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    ctx.variables.set(id, (typeof current === 'string' ? current : '') + text);
  }
}

/**
 * Reads an event stream to its end or to the done marker, appending each event's parsed data
 * (read through the result key when there is one) to the variable. Result: the values appended.
 */
export async function streamInto(
  response: Response,
  variableId: string,
  resultKey: string,
  ctx: ActionContext,
): Promise<unknown[]> {
  if (!response.body) throw new Error(REST_MESSAGES.noStreamBody);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  const appended: unknown[] = [];
  let done = false;
  const take = (events: string[]) => {
    for (const data of events) {
      if (done) return;
      if (isDoneMarker(data)) {
        done = true;
        return;
      }
      const value = pick(parseEventData(data), resultKey);
      if (value === undefined) continue;
      appended.push(value);
      append(ctx, variableId, value);
    }
  };
  try {
    while (!done) {
      const chunk = await reader.read();
      if (chunk.done) {
        take(parser.push(decoder.decode()));
        take(parser.end());
        break;
      }
      take(parser.push(decoder.decode(chunk.value, { stream: true })));
    }
  } finally {
    // The done marker ends the request even if the server keeps the connection open.
    await reader.cancel().catch(() => undefined);
  }
  return appended;
}

interface Prepared {
  url: URL;
  method: Method;
  headers: Record<string, string>;
  dataType: DataType;
  data: unknown;
  resultKey: string;
}

function prepare(config: ActionConfig): Prepared {
  const text = textOf(config.url);
  if (!text) throw new Error(REST_MESSAGES.noUrl);
  return {
    url: urlOf(text),
    method: methodOf(config.method),
    headers: headersOf(config.headers),
    dataType: dataTypeOf(config.dataType),
    data: config.data !== undefined ? config.data : config.body,
    resultKey: keyOf(config),
  };
}

async function send(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(REST_MESSAGES.network(url.href, (error as Error).message));
  }
}

/** Fails with the seeds' message when the answer is not ok, its body as text. */
async function ensureOk(response: Response): Promise<void> {
  if (!response.ok)
    throw new Error(REST_MESSAGES.httpError(response.status, await response.text()));
}

/** A request from the browser: the body encoded as its data type, credentials when asked. */
async function direct(
  request: Prepared,
  config: ActionConfig,
  ctx: ActionContext,
  streamVariable: string | undefined,
): Promise<unknown> {
  const { method, headers, dataType } = request;
  const url = withQueries(request.url, config.queries);
  let body: BodyInit | undefined;
  if (hasBody(method)) {
    const encoded = encodeBody(request.data, dataType);
    body = encoded.body;
    if (body !== undefined && dataType === 'multipart') withoutHeader(headers, 'content-type');
    else if (encoded.contentType && !hasHeader(headers, 'content-type'))
      headers['Content-Type'] = encoded.contentType;
  }
  if (streamVariable !== undefined && !hasHeader(headers, 'accept'))
    headers.Accept = 'text/event-stream';
  const credentials = flag(config.withCredentials) || config.credentials === 'include';
  const response = await send(url, {
    method,
    headers,
    body: body ?? null,
    credentials: credentials ? 'include' : 'same-origin',
  });
  await ensureOk(response);
  if (streamVariable !== undefined)
    return streamInto(response, streamVariable, request.resultKey, ctx);
  return pick(await readBody(response, method), request.resultKey);
}

/** A request through the server proxy of the site's origin. */
async function proxied(request: Prepared, config: ActionConfig, siteId: string): Promise<unknown> {
  const proxy = new URL(restProxyPath(siteId), globalThis.location?.href);
  const response = await send(proxy, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      url: request.url.href,
      method: request.method,
      data: request.data ?? null,
      queries: config.queries ?? null,
      headers: request.headers,
      dataType: request.dataType,
      useRawBody: flag(config.useRawBody),
    }),
  });
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text) as unknown;
  } catch {
    throw new Error(REST_MESSAGES.httpError(response.status, text));
  }
  const record = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<
    string,
    unknown
  >;
  if (!response.ok) {
    throw new Error(typeof record.error === 'string' ? record.error : text);
  }
  const { status, data } = record as Partial<ProxyAnswer>;
  if (typeof status !== 'number') throw new Error(REST_MESSAGES.httpError(response.status, text));
  if (status < 200 || status > 299) {
    throw new Error(
      REST_MESSAGES.httpError(status, typeof data === 'string' ? data : JSON.stringify(data)),
    );
  }
  return pick(data, request.resultKey);
}

/** `rest:api-request`: checks the config, then the request (direct, proxied or streamed). */
export async function apiRequest(
  config: ActionConfig,
  ctx: ActionContext,
  plugin: Pick<PluginApi, 'siteId'>,
): Promise<unknown> {
  const serverSide = flag(config.useServerSide);
  const streaming = flag(config.isStreaming) || flag(config.streaming);
  if (serverSide && streaming) throw new Error(REST_MESSAGES.streamingServerSide);
  const request = prepare(config);
  const streamVariable = streaming ? streamVariableOf(config, ctx) : undefined;
  if (serverSide) return proxied(request, config, plugin.siteId);
  return direct(request, config, ctx, streamVariable);
}

export const restPlugin = definePlugin({
  id: 'rest',
  label: label('REST API', 'API REST'),
  settings: { public: {}, private: {} },
  variables: {},
  actions: {
    'api-request': {
      label: label('API request', 'Requête API'),
      config: {
        url: { type: 'text', label: label('URL', 'URL'), required: true },
        method: {
          type: 'select',
          label: label('Method', 'Méthode'),
          default: 'GET',
          options: METHODS.map((m) => ({ value: m, label: label(m, m) })),
        },
        headers: { type: 'json', label: label('Headers', 'En-têtes') },
        queries: { type: 'json', label: label('Query parameters', 'Paramètres de requête') },
        data: { type: 'json', label: label('Body', 'Corps') },
        dataType: {
          type: 'select',
          label: label('Body type', 'Type du corps'),
          default: 'json',
          options: [
            { value: 'json', label: label('JSON', 'JSON') },
            { value: 'form-urlencoded', label: label('Form (URL-encoded)', 'Formulaire (URL)') },
            { value: 'multipart', label: label('Multipart form', 'Formulaire multipart') },
          ],
        },
        withCredentials: {
          type: 'boolean',
          label: label('Send credentials (cookies)', 'Envoyer les identifiants (cookies)'),
          default: false,
        },
        resultKey: { type: 'text', label: label('Result key', 'Clé du résultat') },
        useServerSide: {
          type: 'boolean',
          label: label('Through the server', 'Par le serveur'),
          default: false,
        },
        useRawBody: {
          type: 'boolean',
          label: label('Send the body as written', 'Envoyer le corps tel quel'),
          default: false,
        },
        isStreaming: {
          type: 'boolean',
          label: label('Stream (event-stream)', 'Flux (event-stream)'),
          default: false,
        },
        streamVariableId: {
          type: 'text',
          label: label('Stream variable', 'Variable du flux'),
        },
      },
      handler: (config, ctx, plugin) => apiRequest(config, ctx, plugin),
    },
  },
  // Direct requests go to any address a workflow names (formulas): the policy cannot list them.
  // Calls through the server proxy (`proxy.ts`) stay on the site's origin.
  contentSources: () => ({ connect: ['https:', 'http:'] }),
  validate: () => [],
});
