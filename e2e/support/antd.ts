import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` in the Ant Design Select labelled by `field` (the field scrolled into view first, so the open list stays put). */
export async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  // If the list is still open after the click (it opened mid-animation), choosing the option again closes it and keeps the value.
  await expect(async () => {
    if (await item.isVisible()) await item.click();
    await expect(item).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Opens the "Actions for {name}" menu of a table row and picks `item`. */
export async function rowAction(page: Page, row: Locator, name: string, item: string): Promise<void> {
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  const menuItem = page.getByRole('menuitem', { name: item, exact: true });
  await expect(menuItem).toBeVisible();
  await menuItem.click();
}
