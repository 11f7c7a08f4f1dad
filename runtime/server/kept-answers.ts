/**
 * Staging's and production's answers kept ready to send (issue 31: published bytes served as
 * static files are): a page's HTML, its data, a record, a collection, each made once per
 * published version (keys hold the version id), compressed once (`server/static-answer.ts`) and
 * sent from memory. An answer that shows records (a bound page, a page rendered with a
 * collection's records, a record's JSON) is kept for `RECORD_TTL_MS` and dropped at once when
 * this server writes a record of the site (`recordsChanged`); a publish or a rollback drops the
 * site's answers (`onPointerChange`). At most `MAX_KEPT_BYTES` are kept (the oldest go first).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '@server/contract.ts';
import { onPointerChange } from '@server/publishing/versions.ts';
import { sendStatic, staticBytes, type StaticBytes } from '@server/static-answer.ts';
import { dropRecordRenders, RECORD_TTL_MS } from './render.ts';
import type { SiteSource } from './site-source.ts';

/** An answer as it is sent, but for what changes per request (a cookie). */
export interface KeptAnswer {
  bytes: StaticBytes;
  status: number;
  /** The answer's own headers (a page's policy). */
  headers: Readonly<Record<string, string>>;
  /** What it varies on besides `Accept-Encoding`. */
  vary: readonly string[];
}

/** What a fill makes: the answer, and whether it shows records (kept for a while only). */
export interface Made {
  answer: KeptAnswer;
  records: boolean;
}

interface Slot {
  siteId: string;
  answer: Promise<KeptAnswer | null>;
  expires: number;
  records: boolean;
  bytes: number;
}

/** Memory for kept answers, per server (each holds its bytes three times: raw, br, gzip). */
export const MAX_KEPT_BYTES = 64 * 1024 * 1024;

export class KeptAnswers {
  private readonly slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_KEPT_BYTES) {}

  /**
   * The answer kept under `key`, else made by `make` (once: requests meanwhile wait for the same
   * one); null when `make` says it is not to be kept (then nothing is).
   */
  answer(
    key: string,
    siteId: string,
    make: () => Promise<Made | null>,
    now: number = Date.now(),
  ): Promise<KeptAnswer | null> {
    const kept = this.slots.get(key);
    if (kept && kept.expires > now) return kept.answer;
    if (kept) this.remove(key, kept);
    const slot: Slot = {
      siteId,
      answer: Promise.resolve(null),
      expires: Infinity,
      records: false,
      bytes: 0,
    };
    slot.answer = make().then(
      (made) => {
        if (this.slots.get(key) !== slot) return made?.answer ?? null;
        if (!made) {
          this.remove(key, slot);
          return null;
        }
        slot.records = made.records;
        if (made.records) slot.expires = now + RECORD_TTL_MS;
        const { bytes } = made.answer.bytes;
        slot.bytes =
          bytes.identity.length +
          (bytes.br === bytes.identity ? 0 : bytes.br.length + bytes.gzip.length);
        this.bytes += slot.bytes;
        this.trim();
        return made.answer;
      },
      (error: unknown) => {
        if (this.slots.get(key) === slot) this.remove(key, slot);
        throw error;
      },
    );
    this.slots.set(key, slot);
    return slot.answer;
  }

  /** Drops the site's answers: all, or those that show records. */
  drop(siteId: string, recordsOnly: boolean): void {
    for (const [key, slot] of this.slots)
      if (slot.siteId === siteId && (!recordsOnly || slot.records)) this.remove(key, slot);
  }

  get size(): number {
    return this.slots.size;
  }

  private remove(key: string, slot: Slot): void {
    if (this.slots.get(key) !== slot) return;
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }

  private trim(): void {
    for (const [key, slot] of this.slots) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key, slot);
    }
  }
}

const kept = new WeakMap<ServerContext, KeptAnswers>();

/** The server's kept answers; dropped per site when this process publishes or rolls back. */
export function keptAnswers(context: ServerContext): KeptAnswers {
  let answers = kept.get(context);
  if (!answers) {
    const made = new KeptAnswers();
    kept.set(context, made);
    answers = made;
  }
  return answers;
}

/**
 * Drops a site's answers at each publish or rollback of this server's data folder; gives the
 * function that stops it (on the server's close).
 */
export function dropOnPublish(context: ServerContext): () => void {
  return onPointerChange((dataDir, siteId) => {
    if (dataDir === context.config.dataDir) keptAnswers(context).drop(siteId, false);
  });
}

/**
 * A record of the site changed (written through this server: the record API of the datasource
 * plugin): what shows records is made again on its next request, renders included.
 */
export function recordsChanged(context: ServerContext, siteId: string): void {
  keptAnswers(context).drop(siteId, true);
  dropRecordRenders(context, siteId);
}

/** A cache key of parts that hold no NUL byte (the guards refuse `%00`). */
export const keyOf = (...parts: readonly string[]) => parts.join('\u0000');

/** Whether a source's answers are kept: staging's and production's live or seen versions. */
export const keepable = (source: Pick<SiteSource, 'environment' | 'pinned'>) =>
  source.environment !== 'preview' && !source.pinned;

/** A JSON answer (page data, a record, a collection), compressed once. */
export async function jsonAnswer(value: unknown): Promise<KeptAnswer> {
  const bytes = await staticBytes(JSON.stringify(value), 'application/json; charset=utf-8');
  return { bytes, status: 200, headers: {}, vary: [] };
}

/** Sends a kept answer (`sendStatic`: its encoding, ETag, 304). */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: KeptAnswer,
  cacheControl: string,
): FastifyReply {
  const { status, headers, vary } = answer;
  return sendStatic(request, reply, answer.bytes, { cacheControl, status, headers, vary });
}
