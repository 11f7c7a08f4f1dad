import { describe, expect, it, vi } from 'vitest';
import { buildStylesheet, cssDeclaration, cssPropertyName } from './css.ts';

describe('cssDeclaration', () => {
  const warn = vi.fn();

  it('turns camelCase keys to kebab-case', () => {
    expect(cssPropertyName('backgroundColor')).toBe('background-color');
    expect(cssPropertyName('WebkitLineClamp')).toBe('-webkit-line-clamp');
    expect(cssPropertyName('--brand')).toBe('--brand');
    expect(cssPropertyName('color:red;x')).toBeNull();
  });

  it('adds px to numbers except unitless properties', () => {
    expect(cssDeclaration('width', 120, warn, 'x')).toBe('width:120px');
    expect(cssDeclaration('marginTop', -4, warn, 'x')).toBe('margin-top:-4px');
    expect(cssDeclaration('width', 0, warn, 'x')).toBe('width:0');
    for (const key of [
      'opacity',
      'zIndex',
      'fontWeight',
      'lineHeight',
      'flexGrow',
      'flexShrink',
      'order',
    ]) {
      expect(cssDeclaration(key, 2, warn, 'x')).toBe(`${cssPropertyName(key)}:2`);
    }
    expect(cssDeclaration('width', '50%', warn, 'x')).toBe('width:50%');
  });

  it('skips empty values', () => {
    expect(cssDeclaration('color', null, warn, 'x')).toBeNull();
    expect(cssDeclaration('color', '', warn, 'x')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops values that could break out of the declaration, with a warning', () => {
    for (const value of [
      'red;background:url(x)',
      'red}body{display:none',
      '{',
      '</style><script>',
      'red /* x',
    ]) {
      warn.mockClear();
      expect(cssDeclaration('color', value, warn, 'element "t"')).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]?.[0]).toContain('element "t"');
    }
  });
});

describe('buildStylesheet', () => {
  it('writes the base rule, states, then media blocks widest first', () => {
    const css = buildStylesheet(
      [
        {
          className: 'b-title',
          owner: 'element "title"',
          base: { fontSize: 32, color: 'black' },
          overrides: {
            mobile: { fontSize: 20 },
            'tablet:hover': { color: 'navy' },
            tablet: { fontSize: 24 },
            hover: { color: 'red' },
            focus: { outline: '2px solid blue' },
            active: { opacity: 0.8 },
            disabled: { opacity: 0.5 },
            open: { color: 'green' },
          },
        },
      ],
      vi.fn(),
    );
    expect(css.split('\n')).toEqual([
      '.b-title{font-size:32px;color:black}',
      '.b-title:hover{color:red}',
      '.b-title:focus{outline:2px solid blue}',
      '.b-title:active{opacity:0.8}',
      '.b-title:disabled{opacity:0.5}',
      '.b-title[data-state~="open"]{color:green}',
      '@media (max-width: 991px){.b-title{font-size:24px}.b-title:hover{color:navy}}',
      '@media (max-width: 767px){.b-title{font-size:20px}}',
    ]);
  });

  it('leaves out empty rules and unsafe class names', () => {
    const warn = vi.fn();
    const css = buildStylesheet(
      [
        { className: 'b-empty', owner: 'e', base: {} },
        { className: 'b-x}body{', owner: 'element "bad"', base: { color: 'red' } },
      ],
      warn,
    );
    expect(css).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });
});
