import { linkSchema, type Link } from '@shared/schema/element.ts';
import { CommandError, defineCommand } from '../command.ts';
import { requireElement } from '../element-ops.ts';
import { schemaReason } from '../schema-reason.ts';

export interface SetElementLinkPayload {
  pageId: string;
  elementId: string;
  /** The element's link (page, URL, file or popup); null removes it. */
  link: Link | null;
}

/** Makes an element a link, changes its link, or removes it. */
export const setElementLink = defineCommand({
  type: 'set-element-link',
  apply(doc, { pageId, elementId, link }: SetElementLinkPayload) {
    const { element } = requireElement(doc, pageId, elementId);
    if (link === null) {
      delete element.link;
      return;
    }
    const parsed = linkSchema.safeParse(link);
    if (!parsed.success) {
      throw new CommandError('command.link.incomplete', {
        reason: schemaReason(linkSchema, link, parsed.error),
      });
    }
    if (JSON.stringify(element.link) !== JSON.stringify(parsed.data)) element.link = parsed.data;
  },
  mergeKey: ({ elementId }) => `link:${elementId}`,
});
