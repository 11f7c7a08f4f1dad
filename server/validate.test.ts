import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';

const run = promisify(execFile);
const dirs: string[] = [];

/** Writes the fixture site, broken by `breakIt`, into a temp folder. */
async function siteCopy(texts: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'baobab-validate-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(texts)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

async function validate(...dirsToCheck: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'server/validate.ts', ...dirsToCheck]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const edit = (text: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(text) as Record<string, unknown>;
  change(json);
  return JSON.stringify(json);
};

afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run validate', () => {
  it('passes the storefront', async () => {
    const { code, out } = await validate('sites/cross-border-shop');
    expect(out).toContain('sites/cross-border-shop: 0 errors, 0 warnings: valid');
    expect(code).toBe(0);
  }, 30_000);

  it('names each problem of broken copies with its file and JSON path, and exits 1', async () => {
    const texts = fixtureTexts();
    const broken = {
      missingHome: { ...texts, 'site.json': edit(texts['site.json']!, (s) => delete s.homePageId) },
      missingChild: fixtureTexts((f) =>
        f.pages.home!.elements.box!.children!.default!.push('ghost'),
      ),
      twoParents: fixtureTexts((f) => f.pages.home!.sections.hero!.children.push('title')),
      samePath: fixtureTexts((f) => (f.site.pages[1]!.paths.en = '/')),
      wrongType: { ...texts, 'site.json': edit(texts['site.json']!, (s) => (s.defaultTheme = 7)) },
      notJson: { ...texts, 'pages/faq.json': '{ "schemaVersion": 2,' },
    };
    const folders = Object.fromEntries(
      await Promise.all(
        Object.entries(broken).map(async ([k, t]) => [k, await siteCopy(t)] as const),
      ),
    );
    const { code, out } = await validate(...Object.values(folders));
    expect(code).toBe(1);
    const lines = out.split('\n');
    const expectLine = (dir: string, pattern: string) =>
      expect(
        lines.some((l) => l.startsWith(`${dir}/`) && l.includes(pattern)),
        `${dir}: ${pattern}\n${out}`,
      ).toBe(true);
    expectLine(folders.missingHome!, 'site.json: $.homePageId: error:');
    expectLine(
      folders.missingChild!,
      'pages/home.json: $.elements.box.children.default[2]: error: child "ghost"',
    );
    expectLine(
      folders.twoParents!,
      'pages/home.json: $.elements.box.children.default[0]: error: element "title" has two parents',
    );
    expectLine(
      folders.samePath!,
      'site.json: $.pages[1].paths.en: error: path "/" (en) is also the path of page "home"',
    );
    expectLine(folders.wrongType!, 'site.json: $.defaultTheme: error:');
    expectLine(folders.notJson!, 'pages/faq.json: $: error: not valid JSON (line 1, column 22)');
    for (const dir of Object.values(folders)) expect(out).toContain(`${dir}: 1 error`);
  }, 30_000);

  it('says how to use it', async () => {
    const { code, out } = await validate();
    expect(code).toBe(2);
    expect(out).toContain('usage: npm run validate -- sites/<siteId>');
  }, 30_000);
});
