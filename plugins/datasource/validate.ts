/**
 * What makes the datasource plugin and its collections valid (seeds 001 §5): the plugin needs an
 * API key; a collection is valid only if base, table and view are all set. Pure: used by the
 * editor (`validate`), the runtime plugin and the server.
 */
import type { JsonValue } from '@shared/schema/values.ts';

/** The messages of the datasource plugin, in the seeds' style ('No mode defined.'). */
export const DATASOURCE_MESSAGES = {
  noApiKey: 'No API key defined.',
  noBase: 'No base defined.',
  noTable: 'No table defined.',
  noView: 'No view defined.',
  /** Seeds 000 §8. */
  noCollection: 'No collection selected.',
  collectionNotFound: 'Collection not found.',
  noRecord: 'No record selected.',
  noData: 'The record data must be an object of fields.',
  notDatasource: 'This collection does not read a base, a table and a view.',
  signInRequired: 'Sign in to change the records of this collection.',
} as const;

/** The key of a collection config that lets visitors who are not signed in write records. */
export const ANONYMOUS_WRITES_KEY = 'allowAnonymousWrites';

const filled = (value: JsonValue | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const own = (values: Readonly<Record<string, JsonValue>>, name: string): JsonValue | undefined =>
  Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;

/** The plugin's settings: valid only with an API key (private, never published). */
export function settingsProblems(
  _publicSettings: Readonly<Record<string, JsonValue>>,
  privateSettings: Readonly<Record<string, JsonValue>>,
): string[] {
  return filled(own(privateSettings, 'apiKey')) ? [] : [DATASOURCE_MESSAGES.noApiKey];
}

/** Whether a dynamic collection's config is the datasource's: it names a base, table or view. */
export function isDatasourceConfig(config: Readonly<Record<string, JsonValue>>): boolean {
  return ['base', 'table', 'view'].some((key) => own(config, key) !== undefined);
}

/** A collection's problems: base, table and view must all be set. */
export function collectionProblems(config: Readonly<Record<string, JsonValue>>): string[] {
  const problems: string[] = [];
  if (!filled(own(config, 'base'))) problems.push(DATASOURCE_MESSAGES.noBase);
  if (!filled(own(config, 'table'))) problems.push(DATASOURCE_MESSAGES.noTable);
  if (!filled(own(config, 'view'))) problems.push(DATASOURCE_MESSAGES.noView);
  return problems;
}

export interface DatasourceCollection {
  base: string;
  table: string;
  view: string;
  /** Visitors who are not signed in may create, update and delete records (default false). */
  allowAnonymousWrites: boolean;
}

/** The collection's base, table and view, or its problems. */
export function datasourceCollection(
  config: Readonly<Record<string, JsonValue>>,
): DatasourceCollection | { problems: string[] } {
  const problems = collectionProblems(config);
  if (problems.length > 0) return { problems };
  return {
    base: (config.base as string).trim(),
    table: (config.table as string).trim(),
    view: (config.view as string).trim(),
    allowAnonymousWrites: own(config, ANONYMOUS_WRITES_KEY) === true,
  };
}
