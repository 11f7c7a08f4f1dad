/**
 * What Run in the editor does with each effect of the workflow engine (`sandbox-run.ts` performs
 * this): `runs` (answered from the site: does this page exist?), `recorded` (what it would do
 * outside the editor is noted, not done) or `not-run` (needs a browser page, a server or a
 * plugin). An action's own treatment follows from the effects it declares (`inEditorOf`). A new
 * effect of `WorkflowEffects` is placed here (TypeScript asks for it).
 */
import type { WorkflowEffects } from '@shared/workflow/effects.ts';

export type EffectInEditor = 'runs' | 'recorded' | 'not-run';

export const EFFECTS_IN_EDITOR: Readonly<Record<keyof WorkflowEffects, EffectInEditor>> = {
  hasPage: 'runs',
  hasCollection: 'runs',
  navigate: 'recorded',
  back: 'recorded',
  changeLang: 'recorded',
  changeTheme: 'recorded',
  copyToClipboard: 'recorded',
  sleep: 'recorded',
  fetchCollections: 'not-run',
  getFileVariable: 'not-run',
  uploadFile: 'not-run',
  setUploadStatus: 'not-run',
  fetch: 'not-run',
  saveFile: 'not-run',
  getGeolocation: 'not-run',
  openPopup: 'not-run',
  closePopup: 'not-run',
  componentAction: 'not-run',
};
