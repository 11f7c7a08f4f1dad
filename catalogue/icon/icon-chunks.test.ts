import { describe, expect, it } from 'vitest';
import { iconChunkUrl, iconName, provideIconChunks } from './icon-chunks.ts';

describe('icon chunks', () => {
  it('takes chunk addresses under /_app/icons/ only', () => {
    provideIconChunks({
      plus: '/_app/icons/plus-Do9rGhyg.js',
      minus: 'https://evil.example/minus.js',
      star: '/_app/../assets/star.js',
      heart: 42,
    });
    expect(iconChunkUrl('plus')).toBe('/_app/icons/plus-Do9rGhyg.js');
    expect(iconChunkUrl('minus')).toBeUndefined();
    expect(iconChunkUrl('star')).toBeUndefined();
    expect(iconChunkUrl('heart')).toBeUndefined();
    provideIconChunks(null);
    provideIconChunks('plus');
    expect(iconChunkUrl('plus')).toBe('/_app/icons/plus-Do9rGhyg.js');
  });

  it('writes names as lucide does', () => {
    expect(iconName('ChevronRight')).toBe('chevron-right');
    expect(iconName(' chevron_right ')).toBe('chevron-right');
    expect(iconName(3)).toBe('');
  });
});
