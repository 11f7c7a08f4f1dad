import { z } from 'zod';
import { formulaValueSchema, idSchema, propertyMapSchema } from './values.ts';

/**
 * Override keys: a breakpoint (`tablet`, `mobile`), a state (`hover`, `focus`, …) or both
 * (`tablet:hover`). Resolution order: default < breakpoint < state < breakpoint:state.
 */
export const overrideKeySchema = z
  .string()
  .regex(
    /^((tablet|mobile)(:[a-z][a-zA-Z-]*)?|[a-z][a-zA-Z-]*)$/,
    'must be a breakpoint (tablet, mobile), a state (hover…) or "breakpoint:state"',
  );

export const overrideSchema = z.strictObject({
  props: propertyMapSchema.optional(),
  styles: propertyMapSchema.optional(),
});
export type Override = z.infer<typeof overrideSchema>;

export const elementEventSchema = z.strictObject({
  /**
   * A click-type event of the seeds (`ELEMENT_EVENT_TRIGGERS`), `mounted`, `before-unmount`, or
   * an event of the component (its definition's `events`, e.g. `change`, `submit`), which
   * `validateSite` checks against the catalogue.
   */
  trigger: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an event name such as click or change'),
  workflowId: idSchema,
});

/**
 * Link attribute: to a page (with parameters and section), a URL, a file, or a popup showing a
 * library component (`content`) over an overlay (`background`, a CSS colour) that closes it.
 */
export const linkSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('page'),
    pageId: idSchema,
    /** Path parameters: a text, or a formula (`context.item.data.id` in a repeated card). */
    parameters: z.record(z.string(), z.union([z.string(), formulaValueSchema])).optional(),
    sectionId: idSchema.optional(),
    query: z.array(z.strictObject({ name: z.string(), value: z.string() })).optional(),
    targetBlank: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('url'),
    href: z.string().min(1),
    targetBlank: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('file'),
    href: z.string().min(1),
    targetBlank: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('popup'),
    content: idSchema,
    background: z.string().optional(),
  }),
]);
export type Link = z.infer<typeof linkSchema>;

/**
 * An element. Elements are a flat map by id; `children` lists child ids per slot
 * (`default` for components with one slot).
 */
export const elementSchema = z.strictObject({
  id: idSchema,
  /**
   * Component type from the catalogue registry, e.g. `text`; or `library-component`, an instance
   * of the library component named by `props.component`.
   */
  type: z.string().min(1),
  /** Name shown in the navigator; defaults to the component's label. */
  name: z.string().optional(),
  props: propertyMapSchema.optional(),
  styles: propertyMapSchema.optional(),
  overrides: z.record(overrideKeySchema, overrideSchema).optional(),
  children: z.record(z.string(), z.array(idSchema)).optional(),
  link: linkSchema.optional(),
  events: z.array(elementEventSchema).optional(),
});
export type Element = z.infer<typeof elementSchema>;
export type ElementMap = Record<string, Element>;

/** A section: a titled band of a page whose root elements are listed in `children`. */
export const sectionSchema = z.strictObject({
  uid: idSchema,
  sectionTitle: z.string(),
  linkId: z.string().optional(),
  styles: propertyMapSchema.optional(),
  children: z.array(idSchema),
});
export type Section = z.infer<typeof sectionSchema>;
