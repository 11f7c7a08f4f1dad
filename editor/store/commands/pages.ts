/** Page commands (pages panel): one line each, alphabetical. */
export const PAGE_COMMANDS = {} as const;
