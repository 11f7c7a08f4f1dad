import type { ComponentSeeds } from '../seeds.ts';

/**
 * The seeds have no file picker heading; §3 and §7 name what it feeds: the upload-file action
 * ("Upload needs a file"), its result `{ url, name, ext, tag, size }` and the file status.
 */
export const fileInputSeeds: ComponentSeeds = {
  heading: 'File picker (not in the seeds; §3 and §7 on files and uploads)',
  properties: [],
  states: ['focus'],
};
