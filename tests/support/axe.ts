/**
 * axe-core in a page under test (the e2e journeys): the library's own script added to the page,
 * run there, its violations as one line each (rule, help, the first nodes' markup). A page with a
 * content security policy needs a browser context with `bypassCSP: true` to take the script.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What `axe.run` takes: what to check and with which rules (axe's own option object). */
export interface AxeRun {
  context?: string;
  options?: Record<string, unknown>;
}

/** WCAG 2.1 A and AA, and axe's best practices: the storefront's bar. */
export const WCAG_AA_AND_BEST_PRACTICE = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

export async function axeViolations(page: Page, run: AxeRun = {}): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async ({ context, options }) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: string | Document,
          options: object,
        ) => Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ html: string }>;
          }>;
        }>;
      };
    };
    const result = await axe.run(context ?? document, options ?? {});
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.html.slice(0, 120))
          .join(' | ')}`,
    );
  }, run);
}
