/**
 * The project's scripts run on the Node that `npm install` brings (`devDependencies.node`, put
 * first on the scripts' PATH by npm): Node 22 LTS or later, which the sign-in provider
 * (`oidc-provider` 9) requires, whatever Node ran `npm install`.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
};

it('runs the tests on the Node of devDependencies (22 LTS or later)', () => {
  const pinned = manifest.devDependencies.node ?? '';
  expect(pinned).toMatch(/^2[2-9]\./);
  expect(process.versions.node).toBe(pinned);
  // An LTS release: oidc-provider warns on anything older than Node 22's "Jod".
  expect(process.release.lts ?? '').toMatch(/^[J-Z]/);
});
