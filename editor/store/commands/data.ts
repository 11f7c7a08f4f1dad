/** Data and logic commands (variables, formulas, collections, workflows, plugins): one line each. */
export const DATA_COMMANDS = {} as const;
