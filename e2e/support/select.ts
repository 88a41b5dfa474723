import type { Locator, Page } from 'playwright-core';

/**
 * Picks `option` in the Ant Design select whose search input is `input` (typing `search` first when
 * given) and proves the select shows it. A busy machine sometimes leaves the popup open or drops the
 * pick: the popup is closed and the pick made once more.
 */
export async function pickOption(
  page: Page,
  input: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  const select = page.locator('.ant-select', { has: input }).first();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    await select.locator('.ant-select-content').click();
    if (search !== undefined) await input.pressSequentially(search);
    await dropdown
      .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
      .filter({ hasText: option })
      .first()
      .click();
    if ((await select.getAttribute('class'))?.includes('ant-select-multiple'))
      await page.keyboard.press('Escape');
    await dropdown
      .first()
      .waitFor({ state: 'hidden', timeout: 3_000 })
      .catch(() => page.keyboard.press('Escape'));
    await dropdown.first().waitFor({ state: 'hidden' });
    const taken = select.filter({ hasText: option }).waitFor({ timeout: attempt === 1 ? 5_000 : undefined });
    if (attempt === 2) return taken;
    if (await taken.then(() => true).catch(() => false)) return;
  }
}
