import { describe, expect, it } from 'vitest';
import type { Problem } from '@shared/schema/problems.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import {
  elementOfPath,
  pluginOfProblem,
  pluginProblemParts,
  problemTarget,
} from './problem-target.ts';

const problem = (file: string, path: string): Problem => ({
  file,
  path,
  message: 'wrong',
  severity: 'error',
});

describe('problem targets', () => {
  it('reads the element id of a JSON path, plain or quoted', () => {
    expect(elementOfPath('$.elements.title.props.text')).toBe('title');
    expect(elementOfPath('$.elements["hero-title"].props')).toBe('hero-title');
    expect(elementOfPath('$.sections.hero')).toBeNull();
  });

  it('points at the page and element of a page file', () => {
    const doc = fixtureSite();
    expect(problemTarget(doc, problem('pages/home.json', '$.elements.cta.link'))).toEqual({
      pageId: 'home',
      elementId: 'cta',
    });
    expect(problemTarget(doc, problem('pages/home.json', '$.sections.hero'))).toEqual({
      pageId: 'home',
      elementId: null,
    });
    expect(problemTarget(doc, problem('pages/home.json', '$.elements.gone'))).toEqual({
      pageId: 'home',
      elementId: null,
    });
  });

  it('shows a shared section on a page that uses it, and a page listed in site.json', () => {
    const doc = fixtureSite();
    expect(problemTarget(doc, problem('sections/nav.json', '$.elements.logo.props'))).toEqual({
      pageId: 'home',
      elementId: 'logo',
    });
    expect(problemTarget(doc, problem('site.json', '$.pages[1].paths.en'))).toEqual({
      pageId: 'faq',
      elementId: null,
    });
    expect(problemTarget(doc, problem('site.json', '$.variables'))).toBeNull();
    expect(problemTarget(doc, problem('pages/nope.json', '$'))).toBeNull();
  });

  it('reads the plugin and its own message out of a plugin settings problem', () => {
    const at = (file: string, path: string, message: string) => ({
      ...problem(file, path),
      message,
    });
    expect(
      pluginProblemParts(at('site.json', '$.plugins.pay', 'plugin "pay": No API key defined.')),
    ).toEqual({ id: 'pay', message: 'No API key defined.' });
    expect(
      pluginProblemParts(at('site.json', '$.plugins["tag-manager"]', 'plugin "tag-manager": x')),
    ).toEqual({ id: 'tag-manager', message: 'x' });
    // Another plugin's name, another text, another file: not one.
    expect(pluginProblemParts(at('site.json', '$.plugins.pay', 'plugin "other": x'))).toBeNull();
    expect(pluginProblemParts(at('site.json', '$.plugins.pay', 'Invalid input'))).toBeNull();
    expect(
      pluginProblemParts(at('pages/home.json', '$.plugins.pay', 'plugin "pay": x')),
    ).toBeNull();
  });

  it('names the enabled plugin a problem of site.json is about', () => {
    const doc = fixtureSite();
    doc.site.plugins = {
      'tag-manager': { id: 'tag-manager', plugin: 'tag-manager', publicSettings: {} },
      pay: { id: 'pay', plugin: 'payment', publicSettings: {} },
    } as typeof doc.site.plugins;
    expect(pluginOfProblem(doc, problem('site.json', '$.plugins.pay'))).toBe('pay');
    expect(pluginOfProblem(doc, problem('site.json', '$.plugins["tag-manager"]'))).toBe(
      'tag-manager',
    );
    expect(pluginOfProblem(doc, problem('site.json', '$.plugins.gone'))).toBeNull();
    expect(pluginOfProblem(doc, problem('pages/home.json', '$.plugins.pay'))).toBeNull();
    expect(pluginOfProblem(doc, problem('site.json', '$.variables'))).toBeNull();
  });
});
