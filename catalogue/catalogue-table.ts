/**
 * The table of `catalogue/README.md`: per component, the properties declared against those the
 * seeds name, and the stories and tests it has. `readme.test.ts` keeps the README in step and
 * fails on a row with a gap.
 */
import type { ComponentDefinition, PropertyDefinition } from './define.ts';
import type { ComponentSeeds } from './seeds.ts';

export interface CatalogueRow {
  type: string;
  label: string;
  /** Properties declared (fields of objects and array items included). */
  declared: number;
  /** Properties, states, events, actions, slots and state the seeds name. */
  named: number;
  /** Of those, how many the definition has. */
  covered: number;
  /** Names the seeds give that the definition lacks. */
  missing: string[];
  stories: number;
  /** The component's own test cases (the shared checks come on top). */
  tests: number;
  deprecated: boolean;
}

function countProperties(properties: Record<string, PropertyDefinition>): number {
  return Object.values(properties).reduce(
    (sum, property) => sum + 1 + countProperties(property.fields ?? property.item ?? {}),
    0,
  );
}

function hasPath(definition: ComponentDefinition, path: string): boolean {
  let level: Record<string, PropertyDefinition> | undefined = definition.properties;
  for (const part of path.split('.')) {
    const property: PropertyDefinition | undefined =
      level && Object.hasOwn(level, part) ? level[part] : undefined;
    if (!property) return false;
    level = property.fields ?? property.item;
  }
  return true;
}

/** Everything the seeds name, as `kind:name`, with whether the definition has it. */
function namedItems(definition: ComponentDefinition, seeds: ComponentSeeds) {
  const has = (list: readonly string[] | undefined, name: string) => (list ?? []).includes(name);
  return [
    ...seeds.properties.map((p) => [p.name, hasPath(definition, p.name)] as const),
    ...(seeds.states ?? []).map((s) => [`state ${s}`, has(definition.states, s)] as const),
    ...(seeds.events ?? []).map(
      (e) =>
        [
          `event ${e}`,
          has(
            definition.events?.map((x) => x.name),
            e,
          ),
        ] as const,
    ),
    ...(seeds.actions ?? []).map(
      (a) =>
        [
          `action ${a}`,
          has(
            definition.actions?.map((x) => x.name),
            a,
          ),
        ] as const,
    ),
    ...(seeds.slots ?? []).map((s) => [`slot ${s}`, has(definition.slots, s)] as const),
    ...(seeds.state ?? []).map(
      (s) => [`published ${s}`, has(Object.keys(definition.state ?? {}), s)] as const,
    ),
  ];
}

const STORY = /^export const \w+\s*:\s*Story\b/gm;
const TEST = /^\s*(?:it|test)(?:\.each\([\s\S]*?\))?(?:\.skipIf\([^)]*\))?\(/gm;

export function catalogueRow(
  definition: ComponentDefinition,
  seeds: ComponentSeeds,
  storySources: readonly string[],
  testSources: readonly string[],
): CatalogueRow {
  const items = namedItems(definition, seeds);
  return {
    type: definition.type,
    label: definition.label.en,
    declared: countProperties(definition.properties),
    named: items.length,
    covered: items.filter(([, present]) => present).length,
    missing: items.filter(([, present]) => !present).map(([name]) => name),
    stories: storySources.reduce((sum, source) => sum + (source.match(STORY)?.length ?? 0), 0),
    tests: testSources.reduce((sum, source) => sum + (source.match(TEST)?.length ?? 0), 0),
    deprecated: definition.deprecated !== undefined,
  };
}

/** A row has a gap when a name of the seeds is missing, or it has no story or no own test. */
export const hasGap = (row: CatalogueRow): boolean =>
  row.missing.length > 0 || row.stories === 0 || row.tests === 0;

export function catalogueTable(rows: readonly CatalogueRow[]): string {
  const lines = [
    '| component | type | props declared | named in the seeds (covered / named) | stories | own tests |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.label}${row.deprecated ? ' (deprecated)' : ''} | \`${row.type}\` | ${row.declared} | ${row.covered} / ${row.named} | ${row.stories} | ${row.tests} |`,
    ),
  ];
  return lines.join('\n');
}
