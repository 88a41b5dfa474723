import type { Locator, Page } from 'playwright-core';

/**
 * Adds `code` through the product search of an order or receipt form (it adds a line and empties
 * itself) and waits until `lines` holds one line more than before. A click on an option while the
 * list opens or refreshes its results can be lost on a busy machine (a clean-clone CI run, 27 Nov):
 * when no line came of it, the search is made once more.
 */
export async function addThroughProductSearch(page: Page, code: string, lines: Locator): Promise<void> {
  const search = page.getByLabel('Tìm sản phẩm theo mã hoặc tên');
  const before = await lines.count();
  for (let attempt = 1; ; attempt++) {
    await search.click();
    if (attempt > 1) await search.fill('');
    await search.pressSequentially(code);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: code })
      .first()
      .click();
    const added = lines.nth(before).waitFor({ timeout: attempt === 1 ? 8_000 : undefined });
    if (attempt === 2) return added;
    if (
      await added.then(
        () => true,
        () => false,
      )
    )
      return;
    await page.keyboard.press('Escape');
  }
}
