import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { route, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, MOBILE, watchPageErrors } from '../support/browser.js';
import { SCREENSHOT_DIR } from '../support/paths.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * Issue 10 §1: navigation never leads nowhere. Each demo account signs in and follows every entry it
 * sees — the top bar and the gear at 1440 px, the bottom navigation at 390 px — and every entry must
 * open a page inside the layout: no 404, no no-permission message, no blank page.
 */
const ACCOUNTS = ['admin', 'truongvung', 'giamsat', 'nvthitruong', 'npp.minhphat'] as const;
const NO_PERMISSION = 'Bạn không có quyền truy cập chức năng này';

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

/** Numbers each wait for a page, so a wait never counts quiet time measured for the one before. */
let settles = 0;

/**
 * Lets the page at `target` arrive: its route committed (the page area names it once React Router
 * has loaded the page's chunk), then no loading state — route chunk, skeleton, spinner — in its area
 * for 300 ms. (A hash change does not reset Playwright's load states: "network idle" after the first
 * page said nothing about the page just opened, and screenshots caught skeletons.)
 */
async function settle(page: Page, target: string): Promise<void> {
  await page.locator(`[data-testid="page-area"][data-path="${target}"]`).waitFor();
  settles += 1;
  await page.waitForFunction(
    (call) => {
      const quiet = window as { quiet?: { call: number; since?: number } };
      const state = quiet.quiet?.call === call ? quiet.quiet : (quiet.quiet = { call });
      const loading = document.querySelector(
        '[data-testid="page-area"] :is(.ant-spin-spinning, .ant-skeleton-active, [data-testid="loading-dots"])',
      );
      if (loading) {
        state.since = undefined;
        return false;
      }
      state.since ??= performance.now();
      return performance.now() - state.since >= 300;
    },
    settles,
    { polling: 100, timeout: 20_000 },
  );
}

/**
 * The page that opened (and settled) is a real one: inside the layout, not the 404, not refused,
 * not blank.
 */
async function assertLivePage(page: Page, what: string): Promise<void> {
  const area = page.getByTestId('page-area');
  assert.equal(await page.getByTestId('error-status').count(), 0, `${what}: error page at ${route(page)}`);
  assert.equal(await page.getByText(NO_PERMISSION).count(), 0, `${what}: no permission at ${route(page)}`);
  const text = (await area.innerText()).trim();
  assert.ok(text.length > 0, `${what}: blank page at ${route(page)}`);
}

/**
 * Label, address and target route of each link (`#/staff-manager/office` →
 * `/staff-manager/office`).
 */
async function linksIn(scope: Locator): Promise<{ label: string; href: string; target: string }[]> {
  return scope.evaluateAll((nodes) =>
    nodes.map((n) => ({
      label: (n.textContent ?? '').trim(),
      href: n.getAttribute('href') ?? '',
      target: (n.getAttribute('href') ?? '').replace(/^#/, '').split('?')[0] ?? '',
    })),
  );
}

/** The top bar's groups: each a direct link or a button opening a menu. */
function topBarNav(page: Page): Locator {
  return page.getByTestId('top-bar').getByRole('navigation');
}

/** Opens group `index` of the top bar and returns its open menu (or null for a direct link). */
async function openGroup(page: Page, index: number): Promise<Locator | null> {
  const group = topBarNav(page).locator(':scope > *').nth(index);
  if ((await group.evaluate((n) => n.tagName)) === 'A') return null;
  // Close whatever menu is still open (the pointer rests where the last entry was clicked).
  await page.mouse.move(700, 800);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-dropdown')).every((d) =>
      d.classList.contains('ant-dropdown-hidden'),
    ),
  );
  await group.hover();
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await menu.getByRole('link').first().waitFor();
  // Let the opening animation settle before clicking inside.
  await page.waitForTimeout(300);
  return menu;
}

// The accounts walk side by side: a walk mostly waits (the network going idle, a menu opening), so
// one at a time left the machine idle for most of its 4–5 minutes.
void describe(
  'navigation: every entry each demo account sees opens a page',
  { timeout: 600_000, concurrency: 3 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const contexts: BrowserContext[] = [];
    const errors: string[][] = [];
    const followed: string[] = [];

    async function signedIn(username: string, viewport: typeof DESKTOP): Promise<Page> {
      const context = await browser.newContext({ viewport, locale: 'vi-VN' });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      errors.push(watchPageErrors(page));
      await signIn(page, server.baseUrl, username);
      // Home committed and its counts arrived (photograph them, not their loading dots).
      await settle(page, '/');
      await page.getByRole('heading', { name: /Xin chào/ }).waitFor();
      return page;
    }

    before(async () => {
      [server, browser] = await Promise.all([startServer({ timeoutMs: 300_000 }), launchBrowser()]);
    });

    after(async () => {
      console.info(`Entries followed (${followed.length}):\n  ${followed.join('\n  ')}`);
      // After every walk (they run side by side): no page raised an error.
      const unexpected = errors.flat().filter((e) => !/status of 40[0134]/.test(e));
      assert.deepEqual(unexpected, [], 'errors raised in the pages');
      for (const context of contexts) await context.close();
      await browser?.close();
      await server?.stop();
    });

    for (const username of ACCOUNTS) {
      void it(`${username}: every top-bar and gear entry at 1440 px`, async () => {
        const page = await signedIn(username, DESKTOP);
        await shot(page, `nav-${slug(username)}-home-1440`);
        await topBarNav(page).waitFor({ state: 'attached' });
        const groups = await topBarNav(page).locator(':scope > *').count();
        for (let g = 0; g < groups; g += 1) {
          const menu = await openGroup(page, g);
          const links = await linksIn(
            menu ? menu.getByRole('link') : topBarNav(page).locator(':scope > *').nth(g),
          );
          for (const { label, target } of links) {
            const again = await openGroup(page, g);
            if (again) await again.getByRole('link', { name: label, exact: true }).click();
            else await topBarNav(page).locator(':scope > *').nth(g).click();
            await settle(page, target);
            await shot(page, `nav-${slug(username)}-${slug(label)}-1440`);
            await assertLivePage(page, `${username} top bar "${label}"`);
            followed.push(`${username} 1440 ${label} → ${route(page)}`);
          }
        }
      });

      void it(`${username}: every bottom-navigation entry and home link at 390 px`, async () => {
        const page = await signedIn(username, MOBILE);
        const bottom = page.getByTestId('bottom-nav');
        await bottom.waitFor();
        const links = await linksIn(bottom.getByRole('link'));
        assert.ok(
          links.some((l) => l.label === 'Trang chủ'),
          `home in ${links.map((l) => l.label).join(' | ')}`,
        );
        for (const { label, target } of links) {
          await bottom.getByRole('link', { name: label, exact: true }).click();
          await settle(page, target);
          await shot(page, `nav-${slug(username)}-bottom-${slug(label)}-390`);
          await assertLivePage(page, `${username} bottom bar "${label}"`);
          followed.push(`${username} 390 ${label} → ${route(page)}`);
        }
        // The home page's links (the screens no bar lists are reached here). The first is clicked;
        // the others are followed by their address, as a click on a hash link does, from the page
        // the previous one opened: going back home between them rendered the home page and its
        // counts again for each of the 117 links (docs/decisions/0022).
        await bottom.getByRole('link', { name: 'Trang chủ', exact: true }).click();
        await waitForRoute(page, '/');
        const entries = page.locator('[data-testid^="home-group-"] a');
        await entries.first().waitFor();
        const homeLinks = await linksIn(entries);
        for (const [index, { label, href, target }] of homeLinks.entries()) {
          assert.match(href, /^#\//, `${username} home "${label}" links inside the app`);
          if (index === 0) await entries.first().click();
          else
            await page.evaluate((address) => {
              window.location.hash = address;
            }, href);
          await settle(page, target);
          await shot(page, `nav-${slug(username)}-home-${slug(label)}-390`);
          await assertLivePage(page, `${username} home "${label}"`);
          followed.push(`${username} 390 home ${label} → ${route(page)}`);
        }
      });
    }

    void it('an unknown address shows the 404 inside the layout, with a way home', async () => {
      const page = await signedIn('giamsat', DESKTOP);
      await page.goto(`${server.baseUrl}/#/khong-co-trang-nay`);
      await page.getByTestId('error-status').waitFor();
      await page.getByTestId('top-bar').waitFor();
      await shot(page, 'nav-not-found-1440');
      await page.getByRole('link', { name: 'Về trang chủ' }).click();
      await waitForRoute(page, '/');
    });
  },
);
