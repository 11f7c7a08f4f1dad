/**
 * A client of Airtable's REST API (https://airtable.com/developers/web/api): list records of a
 * table view following `offset` pages, get, create, update and delete one record, with
 * `Authorization: Bearer <key>`. The same calls reach the real Airtable (`https://api.airtable.com`)
 * and the embedded stand-in (`http://localhost:PORT/airtable`): switching is configuration only.
 */
import type { JsonValue } from '@shared/schema/values.ts';

export type Fields = Record<string, JsonValue>;

/** A record as Airtable sends it. */
export interface AirtableRecord {
  id: string;
  createdTime: string;
  fields: Fields;
}

/** A record as collections hold it (seeds: an id plus data fields). */
export type FlatRecord = { id: string } & Fields;

export const flatRecord = (record: AirtableRecord): FlatRecord => ({
  ...record.fields,
  id: record.id,
});

/** The largest page Airtable serves; lists follow `offset` until none is left. */
export const AIRTABLE_PAGE_SIZE = 100;
/** A view with more records than this is refused rather than loaded into memory. */
export const MAX_LIST_RECORDS = 50_000;
export const AIRTABLE_TIMEOUT_MS = 30_000;

/** An answer of Airtable that is not a success: its status, error type and message. */
export class AirtableError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'AirtableError';
  }
}

export interface AirtableClientOptions {
  /** Before `/v0`: `https://api.airtable.com` or `http://localhost:PORT/airtable`. */
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRecord(value: unknown): value is AirtableRecord {
  return isObject(value) && typeof value.id === 'string' && isObject(value.fields);
}

export class AirtableClient {
  private readonly apiUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: AirtableClientOptions) {
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  private tableUrl(base: string, table: string, recordId?: string): string {
    const path = [base, table, ...(recordId === undefined ? [] : [recordId])]
      .map(encodeURIComponent)
      .join('/');
    return `${this.apiUrl}/v0/${path}`;
  }

  private async call(url: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        ...init,
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? AIRTABLE_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AirtableError(
        502,
        'UNREACHABLE',
        `The record API at ${this.apiUrl} cannot be reached: ${reason}`,
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (!response.ok) {
      // Airtable answers `{ error: { type, message } }`, or `{ error: "NOT_FOUND" }`.
      const error = isObject(body) ? body.error : undefined;
      const type = isObject(error)
        ? String(error.type)
        : typeof error === 'string'
          ? error
          : 'HTTP_ERROR';
      const message =
        isObject(error) && typeof error.message === 'string'
          ? error.message
          : text.slice(0, 200) || type;
      throw new AirtableError(response.status, type, message);
    }
    if (body === null)
      throw new AirtableError(502, 'INVALID_RESPONSE', 'The record API answered no JSON');
    return body;
  }

  private async recordOf(url: string, init?: RequestInit): Promise<AirtableRecord> {
    const body = await this.call(url, init);
    if (!isRecord(body))
      throw new AirtableError(502, 'INVALID_RESPONSE', 'The record API answered no record');
    return body;
  }

  /** Every record of the table's view, in the view's order (pages of 100 followed by `offset`). */
  async listAll(base: string, table: string, view: string): Promise<AirtableRecord[]> {
    const records: AirtableRecord[] = [];
    let offset: string | undefined;
    do {
      const query = new URLSearchParams({ view, pageSize: String(AIRTABLE_PAGE_SIZE) });
      if (offset !== undefined) query.set('offset', offset);
      const body = await this.call(`${this.tableUrl(base, table)}?${query.toString()}`);
      if (!isObject(body) || !Array.isArray(body.records) || !body.records.every(isRecord))
        throw new AirtableError(502, 'INVALID_RESPONSE', 'The record API answered no record list');
      records.push(...body.records);
      if (records.length > MAX_LIST_RECORDS)
        throw new AirtableError(
          413,
          'TOO_MANY_RECORDS',
          `The view "${view}" has more than ${MAX_LIST_RECORDS} records`,
        );
      offset = typeof body.offset === 'string' && body.offset !== '' ? body.offset : undefined;
    } while (offset !== undefined);
    return records;
  }

  get(base: string, table: string, recordId: string): Promise<AirtableRecord> {
    return this.recordOf(this.tableUrl(base, table, recordId));
  }

  create(base: string, table: string, fields: Fields): Promise<AirtableRecord> {
    return this.recordOf(this.tableUrl(base, table), {
      method: 'POST',
      body: JSON.stringify({ fields }),
    });
  }

  update(base: string, table: string, recordId: string, fields: Fields): Promise<AirtableRecord> {
    return this.recordOf(this.tableUrl(base, table, recordId), {
      method: 'PATCH',
      body: JSON.stringify({ fields }),
    });
  }

  async destroy(
    base: string,
    table: string,
    recordId: string,
  ): Promise<{ id: string; deleted: boolean }> {
    const body = await this.call(this.tableUrl(base, table, recordId), { method: 'DELETE' });
    if (!isObject(body) || typeof body.id !== 'string')
      throw new AirtableError(502, 'INVALID_RESPONSE', 'The record API answered no deleted record');
    return { id: body.id, deleted: body.deleted === true };
  }
}
