import { describe, expect, it } from 'vitest';
import { automaticSectionTag, sectionTag } from './section-tag.ts';

describe('section tags', () => {
  it('maps a section without a tag by its uid and title', () => {
    expect(automaticSectionTag('navigation-bar', 'Navigation bar')).toBe('nav');
    expect(automaticSectionTag('top-banner', 'Top banner')).toBe('header');
    expect(automaticSectionTag('SiteHeader', '')).toBe('header');
    expect(automaticSectionTag('site_footer', 'Bottom')).toBe('footer');
    expect(automaticSectionTag('s1', 'Footer links')).toBe('footer');
    expect(automaticSectionTag('home-hero', 'Hero')).toBe('main');
    // Whole words only: a "navy" band or "banners" gallery is content.
    expect(automaticSectionTag('navy', 'Navy band')).toBe('main');
    expect(automaticSectionTag('gallery', 'Banners gallery')).toBe('main');
  });

  it('keeps a tag the author chose', () => {
    expect(
      sectionTag({ uid: 'navigation-bar', sectionTitle: 'Navigation bar', tag: 'header' }),
    ).toBe('header');
    expect(sectionTag({ uid: 'footer', sectionTitle: 'Footer', tag: 'section' })).toBe('section');
    expect(sectionTag({ uid: 'footer', sectionTitle: 'Footer' })).toBe('footer');
  });
});
