/**
 * How an `api-request` config becomes an HTTP request, shared by the browser (direct requests)
 * and the server proxy: method, headers, query parameters and the body in one of the three data
 * types of the seeds (JSON, form-urlencoded, multipart).
 */
import { REST_MESSAGES } from './messages.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

export const DATA_TYPES = ['json', 'form-urlencoded', 'multipart'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** The MIME names are accepted too (`application/json` → `json`). */
const DATA_TYPE_ALIASES: Readonly<Record<string, DataType>> = {
  json: 'json',
  'application/json': 'json',
  'form-urlencoded': 'form-urlencoded',
  'x-www-form-urlencoded': 'form-urlencoded',
  'application/x-www-form-urlencoded': 'form-urlencoded',
  multipart: 'multipart',
  'form-data': 'multipart',
  'multipart/form-data': 'multipart',
};

const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** GET when not given; throws the plugin's message for anything but an HTTP method. */
export function methodOf(value: unknown): Method {
  if (isBlankValue(value)) return 'GET';
  const method = String(value).trim().toUpperCase();
  if (!(METHODS as readonly string[]).includes(method))
    throw new Error(REST_MESSAGES.invalidMethod(String(value)));
  return method as Method;
}

/** JSON when not given; throws the plugin's message for an unknown data type. */
export function dataTypeOf(value: unknown): DataType {
  if (isBlankValue(value)) return 'json';
  const dataType = DATA_TYPE_ALIASES[String(value).trim().toLowerCase()];
  if (!dataType) throw new Error(REST_MESSAGES.invalidDataType(String(value)));
  return dataType;
}

/**
 * Key/value pairs from an object (`{ page: 2 }`) or a list of entries as the editor's key/value
 * fields give them (`[{ key: 'page', value: 2 }]`, `name` for `key` also accepted); entries
 * without a key are skipped.
 */
export function pairsOf(value: unknown): Array<[string, unknown]> {
  if (Array.isArray(value)) {
    const pairs: Array<[string, unknown]> = [];
    for (const entry of value) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { key, name, value: entryValue } = entry as Record<string, unknown>;
      const k = typeof key === 'string' ? key : typeof name === 'string' ? name : '';
      if (k.trim() !== '') pairs.push([k.trim(), entryValue]);
    }
    return pairs;
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value);
  return [];
}

/** A value as form or query text: objects as JSON, nothing as empty. */
export function textValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** Each pair as one or more text entries: a list of plain values repeats its key. */
function textEntries(value: unknown): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, item] of pairsOf(value)) {
    if (item === undefined) continue;
    if (Array.isArray(item) && item.every((v) => typeof v !== 'object' || v === null))
      for (const v of item) entries.push([key, textValue(v)]);
    else entries.push([key, textValue(item)]);
  }
  return entries;
}

/** Request headers: keys and text values; empty keys and unset values left out. */
export function headersOf(value: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, item] of pairsOf(value)) {
    if (item === undefined || item === null) continue;
    headers[key] = textValue(item);
  }
  return headers;
}

/** `url` with the query parameters added to those it already has. */
export function withQueries(url: URL, queries: unknown): URL {
  const result = new URL(url.href);
  for (const [key, item] of textEntries(queries)) result.searchParams.append(key, item);
  return result;
}

export interface EncodedBody {
  body: string | URLSearchParams | FormData | undefined;
  /** Undefined for multipart: fetch sets it, with the boundary. */
  contentType: string | undefined;
}

const CONTENT_TYPES: Readonly<Record<DataType, string>> = {
  json: 'application/json',
  'form-urlencoded': 'application/x-www-form-urlencoded;charset=UTF-8',
  multipart: 'multipart/form-data',
};

/** The content type a data type sends (multipart's boundary is added by whoever builds it). */
export const contentTypeOf = (dataType: DataType) => CONTENT_TYPES[dataType];

/** Methods whose requests carry no body. */
export const hasBody = (method: Method) => method !== 'GET' && method !== 'HEAD';

/**
 * The body of `data` as `dataType`: JSON text (a text is sent as written), form fields, or
 * multipart form data (files and blobs as file parts). No data, no body.
 */
export function encodeBody(data: unknown, dataType: DataType): EncodedBody {
  if (data === undefined || data === null) return { body: undefined, contentType: undefined };
  if (dataType === 'json') {
    return {
      body: typeof data === 'string' ? data : JSON.stringify(data),
      contentType: CONTENT_TYPES.json,
    };
  }
  if (dataType === 'form-urlencoded') {
    const body = typeof data === 'string' ? data : new URLSearchParams(textEntries(data));
    return { body, contentType: CONTENT_TYPES['form-urlencoded'] };
  }
  const form = new FormData();
  for (const [key, item] of pairsOf(data)) {
    if (item === undefined) continue;
    const items = Array.isArray(item) ? item : [item];
    for (const part of items) {
      if (typeof Blob !== 'undefined' && part instanceof Blob) form.append(key, part);
      else form.append(key, textValue(part));
    }
  }
  return { body: form, contentType: undefined };
}

/** Removes `name` from headers whatever its case (the body decides the content type). */
export function withoutHeader(headers: Record<string, string>, name: string): void {
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
}
