import { z } from 'zod';
import { SECTION_TAGS, type SectionTag } from '@shared/schema/section-tag.ts';
import { CommandError, defineCommand } from '../command.ts';
import { schemaReason } from '../schema-reason.ts';
import { pageOf } from './page-helpers.ts';

export interface SetSectionTagPayload {
  /** The page showing the section. */
  pageId: string;
  /** The section: one of the page's own, or a shared one (then every page showing it changes). */
  uid: string;
  /** The element it renders as (`section-tag.ts`); null removes it: automatic, by uid and title. */
  tag: SectionTag | null;
}

const tagSchema = z.enum(SECTION_TAGS);

/**
 * Sets the landmark a section renders as (header, nav, main, aside, footer or a plain section).
 * The section must be on the page; a shared one is changed in its own file.
 */
export const setSectionTag = defineCommand({
  type: 'set-section-tag',
  apply(doc, { pageId, uid, tag }: SetSectionTagPayload) {
    const page = pageOf(doc.site, pageId);
    if (!page.sections.includes(uid))
      throw new CommandError('command.section.notOnPage', { id: uid });
    const section = doc.pages[pageId]?.sections[uid] ?? doc.sections[uid]?.section;
    if (!section) throw new CommandError('command.section.missing', { id: uid });
    if (tag === null) {
      delete section.tag;
      return;
    }
    const parsed = tagSchema.safeParse(tag);
    if (!parsed.success)
      throw new CommandError('command.html.invalid', {
        reason: schemaReason(tagSchema, tag, parsed.error),
      });
    section.tag = parsed.data;
  },
});
