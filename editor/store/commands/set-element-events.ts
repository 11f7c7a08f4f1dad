import type { z } from 'zod';
import { elementEventSchema } from '@shared/schema/element.ts';
import { CommandError, defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import { schemaReason } from '../schema-reason.ts';

/** One trigger of an element and the workflow it runs. */
export type ElementEvent = z.infer<typeof elementEventSchema>;

export interface SetElementEventsPayload {
  pageId: string;
  elementId: string;
  /** Every trigger → workflow of the element, in order; empty removes them all. */
  events: ElementEvent[];
}

/** Replaces the workflows an element's events run (click, change, submit…). */
export const setElementEvents = defineCommand({
  type: 'set-element-events',
  apply(doc, { pageId, elementId, events }: SetElementEventsPayload) {
    const { element } = requireElement(doc, pageId, elementId);
    const schema = elementEventSchema.array();
    const parsed = schema.safeParse(events);
    if (!parsed.success) {
      throw new CommandError('command.events.invalid', {
        reason: schemaReason(schema, events, parsed.error),
      });
    }
    if (parsed.data.length === 0) {
      delete element.events;
      return;
    }
    if (JSON.stringify(element.events) !== JSON.stringify(parsed.data))
      element.events = parsed.data;
  },
});
