/**
 * Migrations of site files, one entry per schema version. Each migrates one file of a kind from
 * the version before it; files are plain JSON here, since older versions have other shapes.
 * Loading migrates in memory and says so; a file is only rewritten when it is saved.
 */
import type { SiteFileKind } from '../files.ts';
import { CURRENT_SCHEMA_VERSION } from '../constants.ts';
import { said, type ProblemText } from '../problem-texts.ts';
import { v2PerLanguagePagesAndSlots } from './v2-per-language-pages-and-slots.ts';

export type JsonObject = Record<string, unknown>;

export interface Migration {
  /** The version this migration produces; it reads files of `version - 1`. */
  version: number;
  description: string;
  up: Partial<Record<SiteFileKind, (file: JsonObject) => JsonObject>>;
}

export const MIGRATIONS: readonly Migration[] = [v2PerLanguagePagesAndSlots];

export type MigrationResult =
  { ok: true; file: JsonObject; from: number } | { ok: false; text: ProblemText };

/** Brings a parsed file of any known version to the current one. */
export function migrateFile(kind: SiteFileKind, file: unknown): MigrationResult {
  if (file === null || typeof file !== 'object' || Array.isArray(file)) {
    return { ok: false, text: said('notAnObject') };
  }
  const version = (file as JsonObject).schemaVersion;
  if (version === undefined) return { ok: false, text: said('schemaVersionMissing') };
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, text: said('schemaVersionInvalid') };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      text: said('schemaVersionNewer', { version, current: CURRENT_SCHEMA_VERSION }),
    };
  }
  let current = file as JsonObject;
  for (const migration of MIGRATIONS) {
    if (migration.version <= version) continue;
    const up = migration.up[kind];
    current = { ...(up ? up(current) : current), schemaVersion: migration.version };
  }
  return { ok: true, file: current, from: version };
}
