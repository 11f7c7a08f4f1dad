import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertBrowser, missingBrowserMessage } from './chromium.ts';

const MISSING =
  'Chromium not found at /nonexistent/chrome. Install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.';

describe('the missing-browser check', () => {
  it('says where it looked and how to fix it, in one line', () => {
    expect(missingBrowserMessage('/nonexistent/chrome')).toBe(MISSING);
    // A folder or a file that cannot run is no browser either.
    expect(missingBrowserMessage(tmpdir())).toContain(`Chromium not found at ${tmpdir()}.`);
    expect(missingBrowserMessage('package.json')).toContain('Chromium not found at package.json.');
    expect(() => assertBrowser('/nonexistent/chrome')).toThrow(MISSING);
  });

  it('is silent for an executable', () => {
    expect(missingBrowserMessage(process.execPath)).toBeNull();
    expect(() => assertBrowser(process.execPath)).not.toThrow();
  });

  it('stops the e2e run at once, before the server starts, with that one line', () => {
    // The real `playwright test` (its global setup runs first); its output folder a temporary one.
    const output = mkdtempSync(join(tmpdir(), 'baobab-no-browser-'));
    try {
      const run = spawnSync(
        join('node_modules', '.bin', 'playwright'),
        ['test', 'tests/e2e/storybook.spec.ts', '--output', output],
        {
          encoding: 'utf8',
          env: { ...process.env, CHROME_PATH: '/nonexistent/chrome', STORYBOOK_STATIC: output },
          timeout: 60_000,
        },
      );
      const printed = `${run.stdout}${run.stderr}`;
      expect(run.status, printed).not.toBe(0);
      expect(run.status, printed).not.toBeNull();
      expect(printed).toContain(MISSING);
      // Only the line: no stack, and nothing started (no `npm start`, no launch attempt).
      expect(printed).not.toMatch(/^\s+at /m);
      expect(printed).not.toContain("Executable doesn't exist");
      expect(printed).not.toContain('npm start');
    } finally {
      rmSync(output, { recursive: true, force: true });
    }
  }, 90_000);
});
