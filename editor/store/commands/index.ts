/**
 * Every editor command by type, and `Command`, the discriminated union of their
 * `{ type, payload }` (derived, so adding a command is one line in its group's registry).
 */
import type { CommandSpec } from '../command.ts';
import { DATA_COMMANDS } from './data.ts';
import { ELEMENT_COMMANDS } from './elements.ts';
import { PAGE_COMMANDS } from './pages.ts';
import { PLUGIN_COMMANDS } from './plugins.ts';
import { SITE_COMMANDS } from './site.ts';
import { WORKFLOW_COMMANDS } from './workflows.ts';

export const COMMANDS = {
  ...ELEMENT_COMMANDS,
  ...PAGE_COMMANDS,
  ...DATA_COMMANDS,
  ...WORKFLOW_COMMANDS,
  ...PLUGIN_COMMANDS,
  ...SITE_COMMANDS,
} as const;

type Registry = typeof COMMANDS;
type PayloadOf<S> = S extends CommandSpec<string, infer P> ? P : never;

export type CommandType = keyof Registry;
export type Command = {
  [K in CommandType]: { type: K; payload: PayloadOf<Registry[K]> };
}[CommandType];
export type CommandOf<K extends CommandType> = Extract<Command, { type: K }>;
