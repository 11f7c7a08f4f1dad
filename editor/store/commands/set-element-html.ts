import type { z } from 'zod';
import {
  classesSchema,
  htmlAttributesSchema,
  htmlIdSchema,
  type Element,
} from '@shared/schema/element.ts';
import { CommandError, defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import { schemaReason } from '../schema-reason.ts';

/** The element fields of its root node's HTML: the `id`, `class` and `attributes` descriptors. */
export const HTML_FIELDS = {
  htmlId: htmlIdSchema,
  classes: classesSchema,
  attributes: htmlAttributesSchema,
} as const satisfies Record<string, z.ZodType>;
export type HtmlField = keyof typeof HTML_FIELDS;

/** One field and its new value; null, an empty text or an empty list removes the field. */
export type HtmlEdit = {
  [F in HtmlField]: { field: F; value: Element[F] | null };
}[HtmlField];

export type SetElementHtmlPayload = { pageId: string; elementId: string } & HtmlEdit;

/**
 * Sets an element's HTML id, classes or attributes. The schema's refusals (an event handler,
 * `style`, an address, a bad id or class…) come back as the reason, in English and French.
 */
export const setElementHtml = defineCommand({
  type: 'set-element-html',
  apply(doc, { pageId, elementId, field, value }: SetElementHtmlPayload) {
    const { element } = requireElement(doc, pageId, elementId);
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      delete element[field];
      return;
    }
    const schema: z.ZodType = HTML_FIELDS[field];
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new CommandError('command.html.invalid', {
        reason: schemaReason(schema, value, parsed.error),
      });
    }
    if (JSON.stringify(element[field]) !== JSON.stringify(parsed.data))
      (element as Record<HtmlField, unknown>)[field] = parsed.data;
  },
  mergeKey: ({ elementId, field }) => `html:${elementId}:${field}`,
});
