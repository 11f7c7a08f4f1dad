import { describe, expect, it } from 'vitest';
import { backgroundVideoOf, cssStyles, customCssDeclarations, isRendered } from './css.ts';

describe('cssStyles', () => {
  it('keeps CSS properties and leaves out the keys that are not CSS', () => {
    expect(
      cssStyles({
        backgroundColor: '#fff',
        paddingTop: '8px',
        conditionalRendering: false,
        backgroundVideo: '/v.mp4',
        backgroundVideoPoster: '/p.jpg',
        backgroundVideoLoop: true,
        backgroundVideoPreload: 'auto',
      }),
    ).toEqual({ backgroundColor: '#fff', paddingTop: '8px' });
  });

  it('writes an image URL as url("…"), and keeps CSS images as they are', () => {
    expect(cssStyles({ backgroundImage: '/img/hero.jpg' })).toEqual({
      backgroundImage: 'url("/img/hero.jpg")',
    });
    expect(cssStyles({ backgroundImage: 'url(/a.png)' }).backgroundImage).toBe('url(/a.png)');
  });

  it('composes the gradient and the image in the chosen order, the gradient on top by default', () => {
    const layers = {
      backgroundGradient: 'linear-gradient(#0000, #000a)',
      backgroundImage: '/a.jpg',
    };
    expect(cssStyles(layers).backgroundImage).toBe('linear-gradient(#0000, #000a), url("/a.jpg")');
    expect(cssStyles({ ...layers, backgroundOrder: 'image-over-gradient' }).backgroundImage).toBe(
      'url("/a.jpg"), linear-gradient(#0000, #000a)',
    );
  });

  it('draws a plain colour given as gradient as a flat layer', () => {
    expect(cssStyles({ backgroundGradient: 'rgba(0, 0, 0, 0.5)' }).backgroundImage).toBe(
      'linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5))',
    );
  });

  it('recomposes an override from the styles it overrides', () => {
    const base = { backgroundImage: '/a.jpg', backgroundGradient: 'linear-gradient(red, blue)' };
    expect(cssStyles({ backgroundGradient: 'linear-gradient(#000, #fff)' }, base)).toEqual({
      backgroundImage: 'linear-gradient(#000, #fff), url("/a.jpg")',
    });
    expect(cssStyles({ backgroundOrder: 'image-over-gradient' }, base).backgroundImage).toBe(
      'url("/a.jpg"), linear-gradient(red, blue)',
    );
    // Clearing both layers in an override removes the base image there.
    expect(cssStyles({ backgroundImage: '', backgroundGradient: null }, base).backgroundImage).toBe(
      'none',
    );
    // An override that touches no layer leaves background-image alone.
    expect(cssStyles({ color: 'red' }, base)).toEqual({ color: 'red' });
  });

  it('adds custom CSS last, so it wins', () => {
    const css = cssStyles({
      backgroundColor: 'red',
      color: 'red',
      customCss: 'mix-blend-mode: multiply; background-color: blue; color: blue',
    });
    expect(css).toEqual({
      backgroundColor: 'red',
      color: 'blue',
      'mix-blend-mode': 'multiply',
      'background-color': 'blue',
    });
    // Written in this order, the custom background-color comes after the sidebar's one.
    expect(Object.keys(css).indexOf('background-color')).toBeGreaterThan(
      Object.keys(css).indexOf('backgroundColor'),
    );
  });
});

describe('customCssDeclarations', () => {
  it('splits declarations, keeping ; inside quotes and brackets, dropping comments', () => {
    expect(
      customCssDeclarations(`
        /* a comment; with a semicolon */
        background: url("data:image/svg+xml;utf8,x") no-repeat;
        font-family: 'A;B', serif ;
        --accent: rgb(0 0 0 / 50%);
      `),
    ).toEqual({
      background: 'url("data:image/svg+xml;utf8,x") no-repeat',
      'font-family': "'A;B', serif",
      '--accent': 'rgb(0 0 0 / 50%)',
    });
  });

  it('skips pieces without a name and a value, and anything that is not text', () => {
    expect(customCssDeclarations('color; : red; width:; height: 2px')).toEqual({ height: '2px' });
    expect(customCssDeclarations(null)).toEqual({});
    expect(customCssDeclarations({ color: 'red' })).toEqual({});
  });
});

describe('isRendered', () => {
  it('hides the element for false and a falsy formula result, renders otherwise', () => {
    for (const value of [false, 'false', 0, null, ''])
      expect(isRendered(value), String(value)).toBe(false);
    for (const value of [true, 'true', 1, 'yes', { a: 1 }, [], undefined])
      expect(isRendered(value), JSON.stringify(value)).toBe(true);
  });
});

describe('backgroundVideoOf', () => {
  it('gives the video with its defaults (loop, preload auto)', () => {
    expect(backgroundVideoOf({ backgroundVideo: ' /v.mp4 ' })).toEqual({
      src: '/v.mp4',
      poster: null,
      loop: true,
      preload: 'auto',
    });
  });

  it('reads poster, loop and preload; refuses an unknown preload', () => {
    expect(
      backgroundVideoOf({
        backgroundVideo: '/v.mp4',
        backgroundVideoPoster: '/p.jpg',
        backgroundVideoLoop: false,
        backgroundVideoPreload: 'metadata',
      }),
    ).toEqual({ src: '/v.mp4', poster: '/p.jpg', loop: false, preload: 'metadata' });
    expect(
      backgroundVideoOf({ backgroundVideo: '/v.mp4', backgroundVideoPreload: 'all' })?.preload,
    ).toBe('auto');
  });

  it('is null without a video and a poster; a poster alone shows', () => {
    expect(backgroundVideoOf({ backgroundColor: 'red' })).toBeNull();
    expect(backgroundVideoOf({ backgroundVideo: '', backgroundVideoPoster: 42 })?.poster).toBe(
      '42',
    );
    expect(backgroundVideoOf({ backgroundVideoPoster: '/p.jpg' })?.src).toBeNull();
  });
});
