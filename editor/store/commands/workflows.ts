/** Workflow commands (workflows panel): one line each, alphabetical. */
export const WORKFLOW_COMMANDS = {} as const;
