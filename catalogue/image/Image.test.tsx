import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { imageDefinition, type ImageProps } from './definition.ts';
import { Image, placeholderUrl } from './Image.tsx';
import { imageSeeds } from './seeds.ts';

sharedChecks(imageDefinition, Image, { seeds: imageSeeds });

describe('Image', () => {
  afterEach(cleanup);
  const props: ImageProps = {
    url: '/assets/tomatoes.jpg',
    alt: 'Tomatoes',
    objectFit: 'contain',
    loading: 'eager',
    overlay: '',
    filter: '',
    width: null,
    height: null,
  };
  const show = (p: ImageProps, href?: string) =>
    render(<Image props={p} className="b-i" href={href} />).container;

  it('renders an img with its settings', () => {
    const img = show(props).querySelector('img');
    expect(img?.getAttribute('src')).toBe('/assets/tomatoes.jpg');
    expect(img?.getAttribute('alt')).toBe('Tomatoes');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.style.objectFit).toBe('contain');
    expect(img?.className).toBe('b-i');
    expect(img?.style.filter).toBe('');
    expect(img?.hasAttribute('width')).toBe(false);
  });

  it('shows the bundled placeholder with its defaults (seeds: "default a placeholder image")', () => {
    const img = render(
      <Image props={defaultProps<ImageProps>(imageDefinition, 'en')} className="b-i" />,
    ).container.querySelector('img');
    // Vite inlines a file this small as a data URL; a bigger one would be a hashed asset URL.
    expect(placeholderUrl).toMatch(/placeholder|^data:image\/svg/);
    expect(img?.getAttribute('src')).toBe(placeholderUrl);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('is wrapped in the link, the image keeping the class', () => {
    const anchor = show(props, '/shop').firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.getAttribute('class')).toBeNull();
    expect(anchor?.querySelector('img.b-i')).not.toBeNull();
  });

  it('applies the filter to the image', () => {
    const img = show({ ...props, filter: 'grayscale(1)' }).querySelector('img');
    expect(img?.style.filter).toBe('grayscale(1)');
  });

  it('draws the overlay as a layer over the image, in a frame that carries the class', () => {
    const frame = show({
      ...props,
      overlay: 'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
      filter: 'blur(2px)',
    }).firstElementChild as HTMLElement;
    expect(frame.tagName).toBe('SPAN');
    expect(frame.classList.contains('b-i')).toBe(true);
    const [img, overlay] = [...frame.children] as HTMLElement[];
    expect(img?.tagName).toBe('IMG');
    expect(img?.className).toBe('b-image-img');
    expect(img?.style.filter).toBe('blur(2px)');
    expect(img?.getAttribute('alt')).toBe('Tomatoes');
    // After the image in the frame, so it paints over it; hidden from assistive technology.
    expect(overlay?.className).toBe('b-image-overlay');
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(overlay?.style.getPropertyValue('--b-image-overlay')).toBe(
      'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
    );
  });

  it('keeps the element’s handlers and bound styles on the frame when it has an overlay', () => {
    let clicks = 0;
    const frame = render(
      <Image
        props={{ ...props, overlay: '#0006' }}
        className="b-i"
        attributes={{ onClick: () => clicks++, style: { opacity: 0.5 } }}
      />,
    ).container.firstElementChild as HTMLElement;
    frame.click();
    expect(clicks).toBe(1);
    expect(frame.style.opacity).toBe('0.5');
  });

  it('puts the overlay frame inside the link', () => {
    const anchor = show({ ...props, overlay: '#0006' }, '/shop').firstElementChild;
    expect(anchor?.tagName).toBe('A');
    expect(anchor?.querySelector('span.b-i > img.b-image-img')).not.toBeNull();
  });

  it('sets width and height attributes when the file size is known, not on the placeholder', () => {
    const img = show({ ...props, width: 1200, height: 800 }).querySelector('img');
    expect(img?.getAttribute('width')).toBe('1200');
    expect(img?.getAttribute('height')).toBe('800');
    cleanup();
    const placeholder = show({ ...props, url: '', width: 1200, height: 800 }).querySelector('img');
    expect(placeholder?.hasAttribute('width')).toBe(false);
  });

  it('ignores a blank overlay', () => {
    expect(show({ ...props, overlay: '  ' }).firstElementChild?.tagName).toBe('IMG');
  });
});
