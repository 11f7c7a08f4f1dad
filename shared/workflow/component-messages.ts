/**
 * Messages of the component-action effect, apart from `messages.ts` so that the runtime's main
 * bundle (which raises them) does not carry every workflow message; `WORKFLOW_MESSAGES` has them too.
 */
export const COMPONENT_ACTION_MESSAGES = {
  componentNotMounted: (elementId: string) =>
    `Element "${elementId}" is not on the page, or has no actions.`,
  unknownComponentAction: (elementId: string, action: string) =>
    `Element "${elementId}" has no action "${action}".`,
} as const;
