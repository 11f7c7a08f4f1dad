/** The editor's Monaco formula fields, driven from a journey. */
import { expect, type Page } from '@playwright/test';

/** Replaces the text of the Monaco formula field inside `[data-field="<field>"]`, as one paste. */
export async function typeFormula(page: Page, field: string, text: string): Promise<void> {
  const formula = page.locator(`[data-field="${field}"] [data-testid="formula-field"]`);
  const monaco = formula.locator('[data-editor="monaco"]');
  await expect(monaco).toBeVisible({ timeout: 30_000 });
  await monaco.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  // Inserted as one input: Monaco's bracket and quote closing would double typed keys.
  await page.keyboard.insertText(text);
}
