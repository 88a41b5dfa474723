import type { Locator, Page } from 'playwright-core';

/** How long a picked option may take to become a line before the search is made again. */
const LINE_WAIT_MS = 8_000;

/**
 * Adds `code` through the product search of an order or receipt form (it adds a line and empties
 * itself) and waits until `lines` holds one line more than before. A click on an option while the
 * list opens or refreshes its results can be lost on a busy machine (a clean-clone CI run, 27 Nov):
 * when no line came of it, the search is made once more.
 */
export async function addThroughProductSearch(page: Page, code: string, lines: Locator): Promise<void> {
  const search = page.getByLabel('Tìm sản phẩm theo mã hoặc tên');
  const pick = async () => {
    await search.click();
    await search.fill('');
    await search.pressSequentially(code);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: code })
      .first()
      .click();
  };
  const added = lines.nth(await lines.count());
  await pick();
  const came = await added.waitFor({ timeout: LINE_WAIT_MS }).then(
    () => true,
    () => false,
  );
  if (came) return;
  await page.keyboard.press('Escape');
  await pick();
  await added.waitFor();
}
