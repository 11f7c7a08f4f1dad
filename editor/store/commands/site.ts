/** Site-wide style commands (the sidebar's "Site style"): one line each, alphabetical. */
import { setSiteColors } from './set-site-colors.ts';
import { setSiteStyle } from './set-site-style.ts';

export const SITE_COMMANDS = {
  [setSiteColors.type]: setSiteColors,
  [setSiteStyle.type]: setSiteStyle,
} as const;
