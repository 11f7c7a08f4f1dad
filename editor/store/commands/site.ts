/**
 * Site-wide commands: the sidebar's "Site style", the pages panel's public addresses. One line
 * each, alphabetical.
 */
import { setPublicUrl } from './set-public-url.ts';
import { setSiteColors } from './set-site-colors.ts';
import { setSiteStyle } from './set-site-style.ts';

export const SITE_COMMANDS = {
  [setPublicUrl.type]: setPublicUrl,
  [setSiteColors.type]: setSiteColors,
  [setSiteStyle.type]: setSiteStyle,
} as const;
