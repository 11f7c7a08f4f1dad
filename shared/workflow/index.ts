/**
 * The workflow engine: runs a workflow's actions in order against injected effects, with
 * branches, loops, error actions and the loop guard of the seeds. Pure TypeScript, no zod.
 *
 *   const { result, error } = await runWorkflow(workflow, { workflows, variables, scope, effects });
 */
export { runWorkflow } from './run.ts';
export { CORE_ACTIONS } from './registry.ts';
export { WORKFLOW_MESSAGES } from './messages.ts';
export { LOOP_GUARD_LIMIT } from './loop-guard.ts';
export { sanitizeUploadName } from './actions/upload-file/index.ts';
export { sanitizeDownloadName, isValidBlobUrl } from './actions/download-file/index.ts';
export { blobToDataUrl } from './actions/encode-base64/index.ts';
export type {
  ActionConfig,
  ActionContext,
  ActionHandler,
  ActionRecord,
  WorkflowContext,
  WorkflowFailure,
  WorkflowLog,
  WorkflowLookup,
  WorkflowOutcome,
  WorkflowState,
  WorkflowStop,
} from './context.ts';
export type {
  ActionOrigin,
  ClosePopupRequest,
  FileVariable,
  GeolocationOptions,
  GeolocationResult,
  NavigationDestination,
  NavigationTarget,
  OpenedPopup,
  OpenPopupRequest,
  ThemeChange,
  UploadOptions,
  UploadResult,
  UploadStatus,
  WorkflowEffects,
} from './effects.ts';
