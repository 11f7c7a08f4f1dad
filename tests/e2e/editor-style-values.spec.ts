/**
 * Style values (issue 32), with the real keyboard in the style sidebar of `editor-styles` (a copy
 * of editor-lab of its own): a text colour `notacolor` and a z-index `1.5` are refused with the
 * reason under the field and never saved; a font size of -5 is stored as 1px with a note saying
 * so; `-1e309` is refused as too large and leaves the 1px. The saved page file holds only the
 * font size. Then a bad value written into the file by hand is reported by the editor's
 * validation with its file and JSON path. Screenshots: test-results/screenshots/
 * editor-style-values.png (English), editor-style-values-fr.png (French).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, csrf, urls } from './env.ts';

const SITE = 'editor-styles';
const FILE = `${urls.editor}/api/sites/${SITE}/files/pages/home.json`;
test.use({ viewport: { width: 1600, height: 1000 } });

interface PageFileView {
  elements: Record<string, { styles?: Record<string, unknown> }>;
}

const savedPage = async (page: Page): Promise<PageFileView> =>
  (await (await page.request.get(FILE)).json()) as PageFileView;

const storedStyles = (page: Page) =>
  page.evaluate(() => {
    type Bridge = {
      store: {
        getState(): {
          doc: { pages: Record<string, { elements: Record<string, { styles?: unknown }> }> };
        };
      };
    };
    const bridge = (window as unknown as { __baobabCanvas: Bridge }).__baobabCanvas;
    return bridge.store.getState().doc.pages.home!.elements.first!.styles ?? {};
  });

/** Selects the field's text and types `text` key by key. */
async function typeInto(page: Page, input: Locator, text: string) {
  await input.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

test('the style sidebar refuses bad values with the reason and says when it clamps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto(`${urls.editor}/#/sites/${SITE}/edit`);
  await expect(page.locator('html[data-editor-ready="true"]')).toBeAttached({ timeout: 30_000 });
  const frame = page.frameLocator('iframe[data-testid="canvas-frame"]');
  await frame.locator('.e-first').click();
  await page.getByTestId('sidebar-tab-style').click();

  // Text colour: not a colour.
  const colourRow = page.locator('[data-field="color"]');
  await typeInto(page, colourRow.getByRole('textbox'), 'notacolor');
  await expect(colourRow.getByRole('alert')).toHaveText(
    /^Text colour: "notacolor" is not a CSS colour: .* — not saved$/,
  );
  await expect(colourRow.getByRole('textbox')).toHaveValue('notacolor');
  await expect(colourRow.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

  // z-index: not a whole number.
  const zRow = page.locator('[data-field="zIndex"]');
  await typeInto(page, zRow.getByRole('spinbutton'), '1.5');
  await expect(zRow.getByRole('alert')).toHaveText(
    'Stacking order (z-index): "1.5" is not a whole number — not saved',
  );

  // Font size: -5 is clamped, and the field says to what.
  const sizeRow = page.locator('[data-field="fontSize"]');
  const size = sizeRow.getByRole('spinbutton');
  await typeInto(page, size, '-5');
  await expect(sizeRow.getByRole('status')).toHaveText('Font size is at least 1px — set to 1px');
  await page.keyboard.press('Tab');
  await expect(size).toHaveValue('1');
  expect(await storedStyles(page)).toEqual({ fontSize: '1px' });
  const sidebar = (await page.locator('.editor-right').boundingBox())!;
  const clip = {
    x: sidebar.x,
    y: sidebar.y,
    width: sidebar.width,
    height: Math.min(sidebar.height, 1000 - sidebar.y),
  };
  await page.screenshot({ path: 'test-results/screenshots/editor-style-values-clamped.png', clip });

  // -1e309: refused as too large; none of its prefixes (-1, -1e3…) stays written.
  await typeInto(page, size, '-1e309');
  await expect(sizeRow.getByRole('alert')).toHaveText(
    'Font size: "-1e309" is too large to be a number — not saved',
  );
  await expect(size).toHaveValue('-1e309');
  expect(await storedStyles(page)).toEqual({ fontSize: '1px' });
  await page.screenshot({ path: 'test-results/screenshots/editor-style-values.png', clip });

  // The same reasons in French.
  await page.getByLabel('Editor language').selectOption('fr');
  await expect(sizeRow.getByRole('alert')).toHaveText(
    'Taille de police : « -1e309 » est trop grand pour être un nombre — non enregistré',
  );
  await expect(colourRow.getByRole('alert')).toContainText(
    'Couleur du texte : « notacolor » n’est pas une couleur CSS',
  );
  await page.screenshot({ path: 'test-results/screenshots/editor-style-values-fr.png', clip });

  // The saved file holds the clamped size and nothing refused.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved', {
    timeout: 20_000,
  });
  await expect
    .poll(async () => (await savedPage(page)).elements.first!.styles)
    .toEqual({ fontSize: '1px' });
  expect(errors).toEqual([]);
});

test('a bad style value written into the file by hand is reported with its file and JSON path', async ({
  request,
}) => {
  const response = await request.get(FILE);
  const etag = response.headers().etag!;
  const file = (await response.json()) as PageFileView;
  file.elements.second!.styles = { color: 'notacolor', aspectRatio: '16/0' };
  const put = await request.put(FILE, {
    headers: { ...csrf(), 'if-match': etag, 'content-type': 'application/json' },
    data: JSON.stringify(file),
  });
  expect(put.status()).toBeLessThan(300);
  const validation = (await (
    await request.get(`${urls.editor}/api/sites/${SITE}/validation`)
  ).json()) as { ok: boolean; problems: Array<{ file: string; path: string; message: string }> };
  expect(validation.ok).toBe(false);
  expect(validation.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^pages\/home\.json: \$\.elements\.second\.styles\.color: "notacolor" is not a CSS colour/,
      ),
      expect.stringMatching(
        /^pages\/home\.json: \$\.elements\.second\.styles\.aspectRatio: "16\/0" is not a ratio/,
      ),
    ]),
  );
});
