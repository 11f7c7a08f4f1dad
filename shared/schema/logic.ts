import { z } from 'zod';
import {
  formulaValueSchema,
  idSchema,
  jsonValueSchema,
  propertyMapSchema,
  type JsonValue,
  type PropertyMap,
} from './values.ts';

/** Variable types of the seeds. */
export const VARIABLE_TYPES = ['string', 'number', 'boolean', 'array', 'object', 'query'] as const;

export const variableSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  type: z.enum(VARIABLE_TYPES),
  defaultValue: jsonValueSchema,
  /** Kept in local storage across visits. */
  persistent: z.boolean().optional(),
  /** Kept across page navigation instead of being reset on page load. */
  preserveOnNavigation: z.boolean().optional(),
});
export type Variable = z.infer<typeof variableSchema>;

export const formulaSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  parameters: z.array(z.string()).optional(),
  code: z.string(),
});
export type Formula = z.infer<typeof formulaSchema>;

/** A workflow action; branches are chosen by the action's result, with a default branch. */
export interface WorkflowAction {
  id: string;
  type: string;
  name?: string | undefined;
  config?: PropertyMap | undefined;
  branches?: WorkflowBranch[] | undefined;
}
export interface WorkflowBranch {
  /** Result value selecting this branch; absent on the default branch. */
  value?: JsonValue | undefined;
  default?: boolean | undefined;
  actions: WorkflowAction[];
}

export const workflowActionSchema: z.ZodType<WorkflowAction> = z.lazy(() =>
  z.strictObject({
    id: idSchema,
    type: z.string().min(1),
    name: z.string().optional(),
    config: propertyMapSchema.optional(),
    branches: z.array(workflowBranchSchema).optional(),
  }),
);
export const workflowBranchSchema: z.ZodType<WorkflowBranch> = z.lazy(() =>
  z.strictObject({
    value: jsonValueSchema.optional(),
    default: z.boolean().optional(),
    actions: z.array(workflowActionSchema),
  }),
);

/** Workflow triggers: page and app life-cycle, collection fetch, element events, or none (called). */
export const WORKFLOW_TRIGGERS = [
  'onload',
  'onunload',
  'before-collection-fetch',
  'collection-fetch-error',
  'element-event',
  'none',
] as const;

export const workflowSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  trigger: z.enum(WORKFLOW_TRIGGERS),
  actions: z.array(workflowActionSchema),
  /** Runs when an action fails; the error and result are stored for the workflow first. */
  errorActions: z.array(workflowActionSchema).optional(),
});
export type Workflow = z.infer<typeof workflowSchema>;

/** Collection filter operators of the seeds. */
export const FILTER_OPERATORS = [
  'equals',
  'notEquals',
  'lessThan',
  'greaterThan',
  'lte',
  'gte',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'in',
  'notIn',
  'overlap',
  'notOverlap',
  'containsAll',
  'hasKey',
  'hasNoKey',
  'match',
  'notMatch',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterCondition {
  type: 'condition';
  key: string;
  operator: FilterOperator;
  value?: JsonValue | { $formula: string } | undefined;
}
export interface FilterGroup {
  type: 'group';
  combinator: 'and' | 'or';
  conditions: Array<FilterCondition | FilterGroup>;
}
export const filterConditionSchema = z.strictObject({
  type: z.literal('condition'),
  key: z.string().min(1),
  operator: z.enum(FILTER_OPERATORS),
  value: z.union([z.strictObject({ $formula: z.string() }), jsonValueSchema]).optional(),
});
export const filterGroupSchema: z.ZodType<FilterGroup> = z.lazy(() =>
  z.strictObject({
    type: z.literal('group'),
    combinator: z.enum(['and', 'or']),
    conditions: z.array(z.union([filterConditionSchema, filterGroupSchema])),
  }),
);

/**
 * A sort key: a field path and a direction, each a literal or a formula evaluated before each
 * fetch (sort chosen by the visitor: `variables.sortField`). A key formula giving null or an
 * empty text drops that key.
 */
export const sortKeySchema = z.strictObject({
  key: z.union([z.string().min(1), formulaValueSchema]),
  direction: z.union([z.enum(['asc', 'desc']), formulaValueSchema]),
});

export const collectionSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  mode: z.enum(['static', 'dynamic']),
  /** Static: `{ data: [...] }`; dynamic: the data source plugin's settings (base, table, view…). */
  config: z.record(z.string(), jsonValueSchema),
  filter: filterGroupSchema.nullable().optional(),
  sort: z.array(sortKeySchema).optional(),
  /** Records per fetch (default all); a formula is evaluated before each fetch (paging). */
  limit: z
    .union([z.number().int().min(0), formulaValueSchema])
    .nullable()
    .optional(),
  /** Records skipped (default 0); a formula is evaluated before each fetch. */
  offset: z.union([z.number().int().min(0), formulaValueSchema]).optional(),
  autoFetch: z.boolean().optional(),
  /**
   * Dynamic: fetched with the visitor's sign-in (the auth plugin's access token, after the
   * session check), for sources that answer each visitor their own records.
   */
  authenticated: z.boolean().optional(),
  /** Survives navigation. */
  persistent: z.boolean().optional(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** A plugin enabled on a site: public settings ship to visitors, private ones never leave the server. */
export const pluginSettingsSchema = z.strictObject({
  id: idSchema,
  plugin: z.string().min(1),
  publicSettings: z.record(z.string(), jsonValueSchema),
  privateSettings: z.record(z.string(), jsonValueSchema).optional(),
});
export type PluginSettings = z.infer<typeof pluginSettingsSchema>;

/** A user group: a visitor belongs when they hold every role of the group. */
export const userGroupSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  roles: z.array(z.string().min(1)),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** Library components: reusable element trees. */
export const libraryComponentSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  rootElementId: idSchema,
});
export type LibraryComponent = z.infer<typeof libraryComponentSchema>;

export { idSchema };
