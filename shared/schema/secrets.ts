/**
 * Plugins' private settings are write-only for the editor (issue 28): the editor API sends each
 * set value as `KEPT_SECRET`, and a save that still holds `KEPT_SECRET` keeps the stored value.
 * The Plugins panel shows it as "kept" and checks nothing about it.
 */
export const KEPT_SECRET = '•••••••• kept on the server';

export const isKeptSecret = (value: unknown): boolean => value === KEPT_SECRET;
