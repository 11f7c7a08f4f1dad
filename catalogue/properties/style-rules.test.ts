import { describe, expect, it } from 'vitest';
import { loadSite } from '@shared/schema/load.ts';
import { formatProblem } from '@shared/schema/problems.ts';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';
import { componentTypes } from '../definitions.ts';
import { allStyleDescriptors } from './index.ts';
import { styleRules } from './style-rules.ts';

type Edit = Parameters<typeof fixtureTexts>[0];
const problemsOf = (edit: Edit) =>
  loadSite(fixtureTexts(edit), { knownTypes: componentTypes, styleRules }).problems.map((p) =>
    formatProblem(p),
  );

describe('styleRules', () => {
  it('gives a rule to every colour, length and number style, and to transform and aspect ratio', () => {
    for (const [name, property] of Object.entries(allStyleDescriptors)) {
      if (['color', 'length', 'number'].includes(property.type))
        expect(styleRules.has(name), name).toBe(true);
    }
    expect(styleRules.get('transform')).toEqual({ kind: 'transform' });
    expect(styleRules.get('aspectRatio')).toEqual({ kind: 'ratio' });
    expect(styleRules.get('zIndex')).toMatchObject({ kind: 'number', integer: true });
    expect(styleRules.get('opacity')).toMatchObject({ kind: 'number', integer: false });
    expect(styleRules.get('width')).toMatchObject({ kind: 'length', keywords: ['auto'] });
  });

  it('lets validateSite report a hand-edited bad value with its file and JSON path', () => {
    const problems = problemsOf((site) => {
      site.pages.home!.elements.box!.styles = {
        color: 'notacolor',
        zIndex: 1.5,
        aspectRatio: '16/0',
        transform: 'rotate(45deg',
        fontSize: '-1e309px',
        opacity: 99,
      };
      site.pages.home!.elements.title!.overrides = { mobile: { styles: { color: '#12345' } } };
      site.sections.nav!.section.styles = { backgroundColor: 'rgb(300,0,0' };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^pages\/home\.json: \$\.elements\.box\.styles\.color: error: "notacolor" is not a CSS colour/,
        ),
        'pages/home.json: $.elements.box.styles.zIndex: error: "1.5" is not a whole number',
        expect.stringMatching(
          /^pages\/home\.json: \$\.elements\.box\.styles\.aspectRatio: error: "16\/0" is not a ratio/,
        ),
        'pages/home.json: $.elements.box.styles.transform: error: "rotate(45deg" is not a transform: a parenthesis is not closed',
        'pages/home.json: $.elements.box.styles.fontSize: error: "-1e309px" is too large to be a number',
        'pages/home.json: $.elements.box.styles.opacity: warning: 99 is above the maximum 1: it is shown as 1',
        expect.stringMatching(
          /^pages\/home\.json: \$\.elements\.title\.overrides\.mobile\.styles\.color: error: "#12345"/,
        ),
        expect.stringMatching(
          /^sections\/nav\.json: \$\.section\.styles\.backgroundColor: error: "rgb\(300,0,0"/,
        ),
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('leaves valid and bound values alone', () => {
    const problems = problemsOf((site) => {
      site.pages.home!.elements.box!.styles = {
        color: '#1d2a1f',
        zIndex: 2,
        aspectRatio: '16 / 9',
        transform: 'translateY(-4px) scale(1.05)',
        fontSize: { $formula: 'variables.size' },
        width: 'auto',
      };
    });
    expect(problems).toEqual([]);
  });
});
