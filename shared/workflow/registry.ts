/**
 * The core actions by type. A new core action is one file in `actions/` (with its test) and one
 * line here; plugin actions are not listed here but given in `WorkflowContext.actions`.
 */
import type { ActionHandler } from './context.ts';
import { breakLoop } from './actions/break-loop.ts';
import { changeLang } from './actions/change-lang.ts';
import { changePage } from './actions/change-page.ts';
import { changeTheme } from './actions/change-theme.ts';
import { closePopup } from './actions/close-popup.ts';
import { componentAction } from './actions/component-action.ts';
import { continueLoop } from './actions/continue-loop.ts';
import { copyToClipboard } from './actions/copy-to-clipboard.ts';
import { customCode } from './actions/custom-code.ts';
import { downloadFile } from './actions/download-file.ts';
import { encodeBase64 } from './actions/encode-base64.ts';
import { executeWorkflow } from './actions/execute-workflow.ts';
import { fetchCollection } from './actions/fetch-collection.ts';
import { fetchCollections } from './actions/fetch-collections.ts';
import { geolocation } from './actions/geolocation.ts';
import { logAction } from './actions/log.ts';
import { loop } from './actions/loop.ts';
import { multiOptionSplit } from './actions/multi-option-split.ts';
import { openPopup } from './actions/open-popup.ts';
import { previousPage } from './actions/previous-page.ts';
import { resetVariables } from './actions/reset-variables.ts';
import { returnAction } from './actions/return.ts';
import { setVariable } from './actions/set-variable.ts';
import { timeDelay } from './actions/time-delay.ts';
import { trueFalseSplit } from './actions/true-false-split.ts';
import { uploadFile } from './actions/upload-file.ts';

export const CORE_ACTIONS: Readonly<Record<string, ActionHandler>> = Object.freeze({
  'custom-code': customCode,
  'set-variable': setVariable,
  'reset-variables': resetVariables,
  'fetch-collection': fetchCollection,
  'fetch-collections': fetchCollections,
  'change-page': changePage,
  'previous-page': previousPage,
  'change-lang': changeLang,
  'execute-workflow': executeWorkflow,
  'true-false-split': trueFalseSplit,
  'multi-option-split': multiOptionSplit,
  loop,
  'break-loop': breakLoop,
  'continue-loop': continueLoop,
  'time-delay': timeDelay,
  return: returnAction,
  log: logAction,
  'upload-file': uploadFile,
  'download-file': downloadFile,
  'encode-base64': encodeBase64,
  geolocation,
  'open-popup': openPopup,
  'close-popup': closePopup,
  'copy-to-clipboard': copyToClipboard,
  'change-theme': changeTheme,
  'component-action': componentAction,
});
