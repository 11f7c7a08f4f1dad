/**
 * Starts Baobab exactly as a user does (`npm start`), on a free port and an empty data folder,
 * and hands the URLs it prints to the tests through the environment. Then it makes the editor's
 * owner once through the one-time link `npm start` printed, and writes the owner's session as
 * the storage state every journey starts from (`playwright.config.ts`, `OWNER_STATE`).
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { completeFirstRun, E2E_OWNER, storageStateFor } from '../support/authors.ts';
import { assertBrowser } from '../support/chromium.ts';
import { startBaobab } from '../support/start-baobab.ts';
import { seedStaffVisitor } from '../support/visitors.ts';
import { OWNER_STATE } from './env.ts';

/** The storefront with two mistakes a hand edit could make, as the site `broken-shop`. */
async function writeBrokenCopy(sitesDir: string): Promise<void> {
  const dir = join(sitesDir, 'broken-shop');
  await cp(join(sitesDir, 'cross-border-shop'), dir, { recursive: true });
  // Its records are the storefront's: one site seeds them.
  await rm(join(dir, 'datasource'), { recursive: true, force: true });
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  await writeFile(
    join(dir, 'site.json'),
    JSON.stringify({ ...site, id: 'broken-shop', name: 'Broken shop', homePageId: 'nowhere' }),
  );
  const faq = await readFile(join(dir, 'pages', 'faq.json'), 'utf8');
  await writeFile(
    join(dir, 'pages', 'faq.json'),
    faq.replace('"schemaVersion": 2,', '"schemaVersion": 2'),
  );
}

/** A copy of a site folder under another id (the folder name and `site.json`'s id must agree). */
async function copySiteAs(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const site = JSON.parse(await readFile(join(to, 'site.json'), 'utf8')) as { id: string };
  site.id = basename(to);
  await writeFile(join(to, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Before anything starts: without the browser, one line saying so and how to fix it.
  assertBrowser();
  const baobab = await startBaobab({
    name: 'baobab-e2e',
    stderr: (chunk) => process.stderr.write(chunk),
    async prepareSites(sitesDir) {
      // The shop's staff member (role `admin`), made before the server opens the database
      // (`BAOBAB_E2E_STAFF_*`, read by `staffVisitor()`): no account has a fixed password.
      await seedStaffVisitor(dirname(sitesDir));
      await writeBrokenCopy(sitesDir);
      // Test sites, each at http://<folder>.preview.localhost:PORT/ (runtime-lab: the runtime's
      // own; the plugin labs: one per plugin journey).
      for (const site of await readdir(join('tests', 'fixtures', 'sites'))) {
        await cp(join('tests', 'fixtures', 'sites', site), join(sitesDir, site), {
          recursive: true,
        });
      }
      // The editor's acceptance journey changes its site for good: a copy of editor-lab of its own.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'editor-journey'));
      // So does the workflows journey.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'editor-workflows'));
      // And the editor's guards (issue 32: loop guard, long names, drag announcements).
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'editor-guards'));
      // And the regular-expression journey (a collection with a match filter): editor-regex.spec.ts.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'editor-regex'));
      // And the publish history journey (publishes, rollbacks): publish-history.spec.ts.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'publish-lab'));
      // And the public address journey (sets publicUrls, publishes): editor-public-url.spec.ts.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'public-url-lab'));
      // And the style values journey (refused and clamped values): editor-style-values.spec.ts.
      await copySiteAs(join(sitesDir, 'editor-lab'), join(sitesDir, 'editor-styles'));
    },
  });
  if (!baobab.firstRunLink) {
    await baobab.stop();
    throw new Error(
      `npm start printed no first sign-in link (an administrator exists already: a DATABASE_URL used before?):\n${baobab.output}`,
    );
  }
  let owner;
  try {
    owner = await completeFirstRun(baobab.firstRunLink, E2E_OWNER);
  } catch (error) {
    await baobab.stop();
    throw error;
  }
  await mkdir(dirname(OWNER_STATE), { recursive: true });
  await writeFile(OWNER_STATE, JSON.stringify(storageStateFor(owner), null, 2));
  process.env.BAOBAB_E2E_CSRF = owner.csrf;
  process.env.BAOBAB_E2E_OUTPUT = baobab.output;
  // Journeys that change a site file on disk behind the editor's back (editor-refusals.spec.ts).
  process.env.BAOBAB_E2E_SITES_DIR = join(baobab.dataDir, 'sites');
  process.env.BAOBAB_E2E_EDITOR = baobab.editor;
  process.env.BAOBAB_E2E_PREVIEW = baobab.preview;
  process.env.BAOBAB_E2E_STAGING = baobab.staging;
  process.env.BAOBAB_E2E_PRODUCTION = baobab.production;
  return baobab.stop;
}
