import { z } from 'zod';
import {
  attributeRefusal,
  classNames,
  classRefusal,
  HTML_ID_PATTERN,
  type AttributeRefusal,
} from './html-attributes.ts';
import { said, type ProblemCode } from './problem-texts.ts';
import { refuse } from './refuse.ts';
import { formulaValueSchema, idSchema, propertyMapSchema } from './values.ts';
import { SECTION_TAGS } from './section-tag.ts';

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
    /** Query parameters, in order: each value a text or a formula (`context.item.data.id`). */
    query: z
      .array(z.strictObject({ name: z.string(), value: z.union([z.string(), formulaValueSchema]) }))
      .optional(),
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

/** The element's HTML id (`id` descriptor): a text (`HTML_ID_PATTERN`) or a formula. */
export const htmlIdSchema = z.union([
  formulaValueSchema,
  z.string().superRefine((id, ctx) => {
    if (!HTML_ID_PATTERN.test(id)) refuse(ctx, said('htmlIdSyntax', { id }), id);
  }),
]);

/**
 * The element's own classes (`class` descriptor), added to its `e-{id}` class and the
 * catalogue's: class names separated by spaces, or a formula giving such a text or a list.
 */
export const classesSchema = z.union([
  formulaValueSchema,
  z.string().superRefine((text, ctx) => {
    for (const name of classNames(text)) {
      const refusal = classRefusal(name);
      if (refusal)
        refuse(ctx, said(refusal === 'syntax' ? 'classSyntax' : 'classReserved', { name }), text);
    }
  }),
]);

const ATTRIBUTE_REFUSALS: Readonly<Record<AttributeRefusal, ProblemCode>> = {
  syntax: 'attributeSyntax',
  'event-handler': 'attributeEventHandler',
  style: 'attributeStyle',
  id: 'attributeId',
  class: 'attributeClass',
  url: 'attributeUrl',
  reserved: 'attributeReserved',
};

/**
 * More HTML attributes of the element (`attributes` descriptor), in order: `role`, `aria-*`,
 * `data-*`, `title`, `tabindex`… Each value a text or a formula. Refused: event handlers,
 * `style`, `id` and `class` (they have fields of their own), addresses and navigation (the
 * link does that), names the renderer reserves, and a name listed twice (case does not matter).
 */
export const htmlAttributesSchema = z
  .array(
    z.strictObject({
      name: z.string().superRefine((name, ctx) => {
        const refusal = attributeRefusal(name);
        if (refusal) refuse(ctx, said(ATTRIBUTE_REFUSALS[refusal], { name }), name);
      }),
      value: z.union([z.string(), formulaValueSchema]),
    }),
  )
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach(({ name }, i) => {
      const key = name.toLowerCase();
      if (seen.has(key)) refuse(ctx, said('attributeRepeated', { name }), name, [i, 'name']);
      seen.add(key);
    });
  });
export type HtmlAttribute = z.infer<typeof htmlAttributesSchema>[number];

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
  /** HTML id on the element's root node; the `id` descriptor. Absent: none. */
  htmlId: htmlIdSchema.optional(),
  /** Classes added on the element's root node; the `class` descriptor. Absent: none. */
  classes: classesSchema.optional(),
  /** More attributes on the element's root node; the `attributes` descriptor. Absent: none. */
  attributes: htmlAttributesSchema.optional(),
});
export type Element = z.infer<typeof elementSchema>;
export type ElementMap = Record<string, Element>;

/** A section: a titled band of a page whose root elements are listed in `children`. */
export const sectionSchema = z.strictObject({
  uid: idSchema,
  sectionTitle: z.string(),
  linkId: z.string().optional(),
  /** The element it renders as, a landmark (`section-tag.ts`). Absent: from its uid and title. */
  tag: z.enum(SECTION_TAGS).optional(),
  styles: propertyMapSchema.optional(),
  children: z.array(idSchema),
});
export type Section = z.infer<typeof sectionSchema>;
