import { z } from 'zod';
import { elementSchema, sectionSchema } from './element.ts';
import {
  collectionSchema,
  formulaSchema,
  libraryComponentSchema,
  pluginSettingsSchema,
  userGroupSchema,
  variableSchema,
  workflowSchema,
} from './logic.ts';
import { colorTokensSchema, cssColorSchema, siteTextStyleSchema } from './site-style.ts';
import { pagePathSchema } from './page-path.ts';
import { publicUrlsSchema } from './public-urls.ts';
import { idSchema, langCodeSchema, langMapSchema } from './values.ts';

import { CURRENT_SCHEMA_VERSION } from './constants.ts';
import { DATA_SET_PATH_PATTERN } from '../routing/data-set.ts';

const schemaVersionSchema = z.literal(CURRENT_SCHEMA_VERSION);

export { pagePathSchema };

/**
 * A page's data set (`shared/routing/data-set.ts`): `"<collectionId>/{<param>}"`, the record of
 * the site's collection whose `id` is the page path's parameter. `validateSite` checks both exist.
 */
export const cmsDataSetPathSchema = z
  .string()
  .regex(DATA_SET_PATH_PATTERN, 'must be written "<collection id>/{<path parameter>}"');

export const pageMetaSchema = z.strictObject({
  desc: langMapSchema,
  keywords: langMapSchema,
  socialDesc: langMapSchema,
  socialTitle: langMapSchema,
  /** JSON-LD per language, as text. */
  structuredData: langMapSchema,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** A page as listed in `site.json`. Its sections and elements are in `pages/{id}.json`. */
export const pageSchema = z.strictObject({
  id: idSchema,
  linkId: idSchema,
  name: z.string().min(1),
  folder: z.string().nullable(),
  paths: z.record(langCodeSchema, pagePathSchema),
  langs: z.array(langCodeSchema).min(1),
  /** The data set the page shows a record of; null: not bound. */
  cmsDataSetPath: cmsDataSetPathSchema.nullable(),
  /** Section uids in display order: the page's own sections and shared ones from `sections/`. */
  sections: z.array(idSchema),
  pageUserGroups: z.array(idSchema),
  title: langMapSchema,
  meta: pageMetaSchema,
  metaImage: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

export const siteLangSchema = z.strictObject({ lang: langCodeSchema, default: z.boolean() });

/**
 * The page's background. `color` is the page's colour, also the web app manifest's (any text,
 * as older files wrote it: `validate.ts` warns when it is no literal CSS colour); `image` is not
 * applied by the runtime yet. No token here: the manifest needs the colour itself.
 */
export const siteBackgroundSchema = z.strictObject({
  color: z.string().optional(),
  image: z.string().optional(),
  /** The page's colour in the dark theme (`html.dark`). Absent: `color` in both themes. */
  darkColor: cssColorSchema.optional(),
});

/** `site.json`: the site and its page list. */
export const siteFileSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  id: idSchema,
  name: z.string().min(1),
  homePageId: idSchema,
  /** Page shown for unknown paths; without it visitors go to `/404`. */
  notFoundPageId: idSchema.nullable(),
  /** Where a visitor who is not signed in goes from a restricted page (with `_source`). */
  unauthenticatedPageId: idSchema.nullable(),
  /** Where a signed-in visitor outside every allowed group goes. */
  unauthorizedPageId: idSchema.nullable(),
  authPluginId: idSchema.nullable(),
  defaultTheme: z.enum(['light', 'dark']),
  langs: z.array(siteLangSchema).min(1),
  background: siteBackgroundSchema.nullable(),
  /** The text style every element without its own typography or colour inherits. */
  textStyle: siteTextStyleSchema.optional(),
  /** Named colours (`primary`, `text`…), used in styles as `var(--color-<name>)`. */
  colors: colorTokensSchema.optional(),
  /** Public origins per environment, for absolute URLs (`public-urls.ts`). */
  publicUrls: publicUrlsSchema.optional(),
  cacheVersion: z.number().int().positive(),
  /** PWA: web app manifest and service worker (default on). */
  manifest: z.boolean().optional(),
  workflows: z.record(idSchema, workflowSchema),
  variables: z.record(idSchema, variableSchema),
  formulas: z.record(idSchema, formulaSchema),
  collections: z.record(idSchema, collectionSchema),
  plugins: z.record(idSchema, pluginSettingsSchema),
  userGroups: z.record(idSchema, userGroupSchema),
  pages: z.array(pageSchema),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

/** `pages/{pageId}.json`: a page's own sections, elements and page-level logic. */
export const pageFileSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  pageId: idSchema,
  sections: z.record(idSchema, sectionSchema),
  elements: z.record(idSchema, elementSchema),
  collections: z.record(idSchema, collectionSchema),
  variables: z.record(idSchema, variableSchema),
  formulas: z.record(idSchema, formulaSchema),
  workflows: z.record(idSchema, workflowSchema),
  libraryComponents: z.record(idSchema, libraryComponentSchema),
});
export type PageFile = z.infer<typeof pageFileSchema>;

/** `sections/{uid}.json`: a section shared by several pages (navigation bar, footer…). */
export const sectionFileSchema = z.strictObject({
  schemaVersion: schemaVersionSchema,
  section: sectionSchema,
  elements: z.record(idSchema, elementSchema),
});
export type SectionFile = z.infer<typeof sectionFileSchema>;

/** Everything of one site, keyed as on disk. */
export interface SiteBundle {
  site: SiteFile;
  pages: Record<string, PageFile>;
  sections: Record<string, SectionFile>;
}

export { elementSchema };
