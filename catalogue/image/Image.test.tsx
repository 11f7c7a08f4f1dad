import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { imageDefinition, type ImageProps } from './definition.ts';
import { Image, placeholderUrl } from './Image.tsx';

sharedChecks(imageDefinition, Image);

describe('Image', () => {
  afterEach(cleanup);
  const props: ImageProps = {
    url: '/assets/tomatoes.jpg',
    alt: 'Tomatoes',
    objectFit: 'contain',
    loading: 'eager',
  };

  it('renders an img with its settings', () => {
    const img = render(<Image props={props} className="b-i" />).container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/assets/tomatoes.jpg');
    expect(img?.getAttribute('alt')).toBe('Tomatoes');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.style.objectFit).toBe('contain');
    expect(img?.className).toBe('b-i');
  });

  it('shows the bundled placeholder when it has no url', () => {
    const img = render(
      <Image props={{ ...props, url: '' }} className="b-i" />,
    ).container.querySelector('img');
    // Vite inlines a file this small as a data URL; a bigger one would be a hashed asset URL.
    expect(placeholderUrl).toMatch(/placeholder|^data:image\/svg/);
    expect(img?.getAttribute('src')).toBe(placeholderUrl);
  });

  it('is wrapped in the link, the image keeping the class', () => {
    const anchor = render(<Image props={props} className="b-i" href="/shop" />).container
      .firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.getAttribute('class')).toBeNull();
    expect(anchor?.querySelector('img.b-i')).not.toBeNull();
  });
});
