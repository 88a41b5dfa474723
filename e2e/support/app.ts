import assert from 'node:assert/strict';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server.js';

/** Demo accounts (apps/server/src/seed/demo-accounts.ts), all with the demo password. */
export const ACCOUNTS = {
  admin: { username: 'admin', fullname: 'Quản trị hệ thống' },
  sales: { username: 'nvbanhang', fullname: 'Đặng Văn Hải' },
  resetter: { username: 'quantri', fullname: 'Đỗ Thanh Khoa' },
  accountant: { username: 'ketoan', fullname: 'Ngô Thị Lan' },
} as const;

export const DAY = 24 * 60 * 60;

/** The page's route: the part after `#`, e.g. `/en/login`. */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

export async function waitForRoute(page: Page, expected: string | RegExp): Promise<void> {
  await page.waitForFunction(
    ([source, flags]) => {
      const current = window.location.hash.replace(/^#/, '') || '/';
      return flags === null ? current === source : new RegExp(source, flags).test(current);
    },
    typeof expected === 'string' ? ([expected, null] as const) : ([expected.source, expected.flags] as const),
  );
}

export async function cookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

/** Seconds from now until the cookie expires (a session cookie gives -1). */
export function lifetime(c: Cookie | undefined): number {
  assert.ok(c, 'the cookie is set');
  return c.expires < 0 ? -1 : Math.round(c.expires - Date.now() / 1000);
}

/** Asserts a lifetime of `days` days, give or take a minute. */
export function assertLifetime(c: Cookie | undefined, days: number, name = c?.name): void {
  const seconds = lifetime(c);
  assert.ok(Math.abs(seconds - days * DAY) < 60, `${name} lives ${seconds} s, expected ${days * DAY} s`);
}

/** The login form's submit button (its accessible name also carries a loading icon's while busy). */
export function loginButton(page: Page) {
  return page.locator('form button[type="submit"]');
}

/** Signs in through the login form (Vietnamese) and waits for the page the app lands on. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  {
    password = DEMO_PASSWORD,
    remember = false,
    path = '/login',
  }: { password?: string; remember?: boolean; path?: string } = {},
): Promise<void> {
  if (route(page) !== path || !page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/#${path}`);
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Ghi nhớ đăng nhập').check();
  await loginButton(page).click();
  await page.waitForFunction(() => !/^#\/(en\/)?login/.test(window.location.hash));
}

/** Marks the document, to tell later whether the page was reloaded (the mark is gone) or not. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function documentWasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark !== true);
}

/** Answers from the server outside the page (another device, an admin tool). */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; json: { code: number; message: string; data?: unknown } }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { code: number; message: string } };
}
