/**
 * The messages workflow actions fail with. The first group is the seeds' error catalogue (§8),
 * word for word, since site authors match on them; the second names what the seeds leave out.
 */
import { COMPONENT_ACTION_MESSAGES } from './component-messages.ts';

export const WORKFLOW_MESSAGES = {
  noCustomCode: 'No custom code defined.',
  noVariable: 'No variable selected.',
  variableNotFound: 'Variable not found.',
  noCollection: 'No collection selected.',
  collectionNotFound: 'Collection not found.',
  noPage: 'No page selected.',
  pageNotFound: 'Page not found.',
  noFileVariable: 'No file variable selected.',
  fileVariableNotFound: 'File variable not found.',
  noFile:
    'No file selected. Please create a true / false split to manage the case when there is no file.',
  notAFile: 'Not a file object.',
  cannotEncode:
    'Cannot encode the file. Your file may be too big to be encoded to base64 in a browser (Chrome-like=512mb;Firefox=32mb).',
  noWorkflow: 'No workflow selected.',
  workflowNotFound: 'Workflow not found.',
  noTimeDelay: 'No time delay defined.',
  geolocationUnavailable: 'Geolocation is not available.',
  geolocationFailed: 'Error while geolocation.',
  loopNotIterable: 'Fail to start loop, as items to parse is not iterable',
  noLang: 'No language selected.',
  langMissing: (lang: string) => `Page does not contain the lang ${lang}`,
  noMessage: 'No message defined.',
  messageNotString: 'Message must be a string.',
  invalidBlobUrl: 'Invalid blob URL',
  fileNotFetched: 'File could not be fetch',
  /** Logged as a warning, not an error (seeds §8, §9). */
  loopDetected: 'Possible infinity loop detected! Workflow was stopped.',

  // Not in the seeds.
  unknownAction: (type: string) => `Unknown action type "${type}".`,
  breakOutsideLoop: '"Break loop" can only be used inside a loop.',
  continueOutsideLoop: '"Continue loop" can only be used inside a loop.',
  invalidArrayMode: (mode: string) =>
    `Unknown array mode "${mode}": use update, delete, insert, unshift, push, shift or pop.`,
  noPopup: 'No popup selected.',
  noPopupComponent: 'No popup component selected.',
  noFileUrl: 'No file URL defined.',
  noText: 'No text defined.',
  noTheme: 'No theme selected.',
  invalidTheme: (theme: string) => `Unknown theme "${theme}": use light, dark or toggle.`,
  invalidLogLevel: (level: string) => `Unknown log level "${level}": use info, warn or error.`,
  noElement: 'No element selected.',
  noComponentAction: 'No component action selected.',
  ...COMPONENT_ACTION_MESSAGES,
  noEffect: (effect: string) => `This action is not available here (no "${effect}" effect).`,
} as const;
