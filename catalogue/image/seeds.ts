import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Image": "url (default a placeholder image); objectFit fill, cover, contain; overlay
 * color or gradient; filter; alt (multi-language); loading lazy (default) or eager".
 */
export const imageSeeds: ComponentSeeds = {
  heading: 'Image',
  properties: [
    // "default a placeholder image" names no value to compare; Image.test.tsx checks that the
    // default url shows the bundled placeholder.
    { name: 'url' },
    { name: 'objectFit', options: ['fill', 'cover', 'contain'] },
    { name: 'overlay' },
    { name: 'filter' },
    { name: 'alt' },
    { name: 'loading', default: 'lazy', options: ['lazy', 'eager'] },
  ],
};
