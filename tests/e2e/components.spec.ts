/**
 * Catalogue components inside a page of the runtime lab (`/components`): each loads as a chunk
 * of its own, raises its events into workflows (select `change`, form `submit`), offers its
 * actions to the `component-action` workflow action (dialog open/close), and publishes state that
 * formulas read (`components['lab-dialog']?.isOpen`).
 */
import { expect, test } from '@playwright/test';
import { collectErrors, siteUrl } from './env.ts';

const lab = () => siteUrl('runtime-lab');

test.describe('catalogue components in a page', () => {
  test.use({ serviceWorkers: 'block' });

  test('load as chunks of their own: only those the page uses', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const match = /\/_app\/components\/([a-z-]+)-[\w-]{8}\.js$/.exec(request.url());
      if (match) chunks.push(match[1]!);
    });
    await page.goto(`${lab()}/components`);
    await expect(page.getByRole('heading', { name: 'Components', level: 1 })).toBeVisible();
    expect(chunks.sort()).toEqual(['dialog', 'form-container', 'form-input', 'select', 'tabs']);

    chunks.length = 0;
    await page.goto(`${lab()}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(chunks).toEqual([]);
  });

  test('a workflow opens the dialog by its action; its state shows; Esc and its button close it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${lab()}/components`);
    await expect(page.getByText('Dialog closed')).toBeVisible();

    await page.getByRole('button', { name: 'Open the dialog from a workflow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Groceries reach Harare in one to three days.');
    await expect(page.getByText('Dialog open')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/components-dialog.png' });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Dialog closed')).toBeVisible();

    // Its own trigger, then the Close button inside, whose workflow calls the close action.
    await page.getByRole('button', { name: 'Delivery details' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("the select's change event runs its workflow with the chosen value", async ({ page }) => {
    await page.goto(`${lab()}/components`);
    await expect(page.getByText('City: none')).toBeVisible();
    await page.getByRole('combobox', { name: /Choose a city/ }).click();
    await page.getByRole('option', { name: 'Bulawayo' }).click();
    await expect(page.getByText('City: bulawayo')).toBeVisible();

    // With the keyboard too.
    await page.getByRole('combobox', { name: /Choose a city|Bulawayo/ }).focus();
    await page.keyboard.press('ArrowDown');
    // The list opens on ArrowDown; End is pressed once its options are there (on a cold worker
    // End once arrived before them and did nothing).
    await expect(page.getByRole('option', { name: 'Mutare' })).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(page.getByText('City: mutare')).toBeVisible();
  });

  test('the form submits its fields to its workflow only once they are valid', async ({ page }) => {
    await page.goto(`${lab()}/components`);
    const name = page.getByRole('textbox', { name: 'Recipient name' });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Sent: nothing')).toBeVisible();

    await name.fill('Tendai Moyo');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sent: Tendai Moyo')).toBeVisible();
  });

  test('tabs switch with a click and the arrow keys, in French too', async ({ page }) => {
    await page.goto(`${lab()}/fr/composants`);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Courses' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Farine de maïs');
    await tabs.getByRole('tab', { name: 'Crédit' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Recharges Econet');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'Courses' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Farine de maïs');
    await page.screenshot({ path: 'test-results/screenshots/components-fr.png', fullPage: true });
  });
});
