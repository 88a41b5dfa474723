import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './paths.js';

/**
 * Debian's headless shell of Chromium (`apt-get install -y chromium-headless-shell`): the same
 * Chromium build as `/usr/bin/chromium` without the browser's window layer, the one Playwright runs
 * for headless tests by default; the browser tests cost a fifth less CPU on it
 * (docs/decisions/0026). Debian's full Chromium when the shell is not installed; CHROMIUM_PATH
 * overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package ` +
        '(`sudo apt-get update && sudo apt-get install -y chromium-headless-shell`) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Saves `<name>-1440.png` and `<name>-390.png` (full page) into e2e/screenshots/. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const size of [DESKTOP, MOBILE]) {
    await resize(page, size);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  // Back at the test's size before it goes on: on a busy machine the catalogue test's next step
  // otherwise met the phone layout at 1440 px.
  if (original) await resize(page, original);
}

/** Resizes the window and lets the app lay itself out for the new width. */
async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.waitForTimeout(150);
}

/** Collects uncaught page errors and console errors, to fail a test on them. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * The dialog named `name` (or the one open dialog), once its opening animation has ended. A click during Ant Design's zoom-in
 * can land beside the moving button, on the mask, which closes the dialog as "back": on a busy
 * machine that turned a confirmation into a silent cancel.
 */
export async function openedDialog(page: Page, name?: string | RegExp) {
  const dialog = name === undefined ? page.getByRole('dialog') : page.getByRole('dialog', { name });
  await dialog.waitFor();
  const handle = await dialog.elementHandle();
  // No named helper inside: tsx would wrap it in a `__name` call the page does not define.
  await page.waitForFunction(
    (element) =>
      [element, element?.closest('.ant-modal') ?? null].every(
        (node) => !node || !/-(appear|enter)\b/.test(node.getAttribute('class') ?? ''),
      ),
    handle,
  );
  return dialog;
}
