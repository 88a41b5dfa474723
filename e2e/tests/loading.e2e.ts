import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { ACCOUNTS, signIn, waitForRoute } from '../support/app.js';
import { DESKTOP, launchBrowser, watchPageErrors } from '../support/browser.js';
import { REPO_ROOT, WEB_DIST } from '../support/paths.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * The JavaScript /login loads, gzip: the issue's 300 KB. The entry holds the sign-in and home pages
 * and no module's manifest (docs/decisions/0023); 283 KB measured when the budget came back.
 */
const LOGIN_BUDGET_KB = 300;
const FORGOT_CHUNK = /\/assets\/ForgotPasswordPage-[^/]*\.js$/;

/** A connection as the Network Information API reports it (Chromium has no switch to fake it). */
function fakeConnection(connection: { saveData: boolean; effectiveType: string }) {
  return `Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => (${JSON.stringify(connection)}),
  });`;
}

/** Sums the gzip size of every JavaScript file the page loads while `action` runs. */
async function javascriptLoaded(
  page: Page,
  action: () => Promise<void>,
): Promise<{ kb: number; files: string[] }> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const url = response.url();
    if (!url.endsWith('.js') || response.status() !== 200) return;
    pending.push(
      response.body().then(
        (body) => void sizes.set(new URL(url).pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { kb: Math.round((total / 1024) * 10) / 10, files: [...sizes.keys()] };
}

void describe('loading: chunk reload guard, prefetch, bundle sizes', { timeout: 240_000 }, () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[][] = [];

  async function newPage(init?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'vi-VN' });
    context.setDefaultTimeout(15_000);
    if (init) await context.addInitScript(init);
    contexts.push(context);
    const page = await context.newPage();
    errors.push(watchPageErrors(page));
    return page;
  }

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });

  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  void it('a page chunk that fails to load reloads the page once, then shows the error page', async () => {
    const page = await newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    let aborted = 0;
    await page.route(FORGOT_CHUNK, async (route) => {
      aborted += 1;
      await route.abort('failed');
    });
    await page.goto(`${server.baseUrl}/#/forgot-password`);
    await page.getByTestId('error-status').waitFor();
    assert.equal(await page.getByTestId('error-status').textContent(), '500');
    await page.waitForTimeout(2000);
    assert.equal(loads, 2, 'the first load and exactly one reload');
    assert.equal(aborted, 2);
    const stamp = await page.evaluate(() => sessionStorage.getItem('kenh.chunkReloadAt'));
    assert.ok(stamp && Date.now() - Number(stamp) < 60_000, 'the reload time is remembered');

    // Within 60 s a new failure does not reload again.
    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByLabel('Tên đăng nhập').waitFor();
    const before = loads;
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.getByTestId('error-status').waitFor();
    await page.waitForTimeout(1000);
    assert.equal(loads, before, 'no second reload within 60 s');

    // Once the chunk is back, the page opens.
    await page.unroute(FORGOT_CHUNK);
    await page.goto(`${server.baseUrl}/#/login`);
    await page.reload();
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.getByText('Xác minh thông tin').first().waitFor();
  });

  void it('prefetches the chunk of the links on the page (idle, or when the pointer rests on one)', async () => {
    const page = await newPage(fakeConnection({ saveData: false, effectiveType: '4g' }));
    const prefetched = page.waitForRequest(FORGOT_CHUNK, { timeout: 8000 });
    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByLabel('Tên đăng nhập').waitFor();
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).hover();
    await prefetched;
    assert.equal(currentRoute(page), '/login', 'prefetching does not navigate');
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ]) {
    void it(`does not prefetch on ${connection.saveData ? 'a data-saver' : connection.effectiveType} connection`, async () => {
      const page = await newPage(fakeConnection(connection));
      const requested: string[] = [];
      page.on('request', (request) => {
        if (FORGOT_CHUNK.test(request.url())) requested.push(request.url());
      });
      await page.goto(`${server.baseUrl}/#/login`);
      await page.getByLabel('Tên đăng nhập').waitFor();
      await page.getByRole('link', { name: 'Quên mật khẩu?' }).hover();
      await page.getByRole('link', { name: 'Quên mật khẩu?' }).focus();
      await page.waitForTimeout(2500);
      assert.deepEqual(requested, []);
      // The page still opens on demand.
      await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
      await page.getByText('Xác minh thông tin').first().waitFor();
    });
  }

  void it(`/login loads at most ${LOGIN_BUDGET_KB} KB of JavaScript (gzip); the signed-in routes are measured`, async () => {
    // No prefetch (data saver), cold cache: exactly what each route needs.
    const saveData = fakeConnection({ saveData: true, effectiveType: '4g' });
    const login = await newPage(saveData);
    const loginSize = await javascriptLoaded(login, async () => {
      await login.goto(`${server.baseUrl}/#/login`);
      await login.getByLabel('Tên đăng nhập').waitFor();
    });
    const sizes: Record<string, number> = { '/login': loginSize.kb };

    const forgot = await newPage(saveData);
    sizes['/forgot-password'] = (
      await javascriptLoaded(forgot, async () => {
        await forgot.goto(`${server.baseUrl}/#/forgot-password`);
        await forgot.getByText('Xác minh thông tin').first().waitFor();
      })
    ).kb;

    const signedIn = await newPage(saveData);
    await signIn(signedIn, server.baseUrl, ACCOUNTS.admin.username);
    await waitForRoute(signedIn, '/');
    const state = await signedIn.context().storageState();
    for (const [path, ready] of [
      ['/', 'Chức năng của bạn'],
      ['/my-account', 'Thông tin cá nhân'],
      ['/password-request', 'Yêu cầu cấp lại mật khẩu'],
    ] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, storageState: state });
      contexts.push(context);
      await context.addInitScript(saveData);
      const page = await context.newPage();
      sizes[path] = (
        await javascriptLoaded(page, async () => {
          await page.goto(`${server.baseUrl}/#${path}`);
          await page.getByText(ready).first().waitFor();
        })
      ).kb;
    }
    console.info(
      `JavaScript loaded per route (gzip, cold cache):\n${Object.entries(sizes)
        .map(([path, kb]) => `  ${path.padEnd(20)} ${kb} KB`)
        .join('\n')}`,
    );
    assert.ok(
      loginSize.kb <= LOGIN_BUDGET_KB,
      `/login loads ${loginSize.kb} KB of JavaScript: ${loginSize.files.join(', ')}`,
    );
  });

  void it('raised no errors in the pages besides the chunk failures provoked on purpose', () => {
    const unexpected = errors
      .flat()
      .filter(
        (e) => !/status of 40[0134]|ERR_FAILED|dynamically imported module|Failed to load resource/.test(e),
      );
    assert.deepEqual(unexpected, []);
  });
});

function currentRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

/** The single-quoted string literals of a TypeScript source (the texts of a locale file). */
function literals(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
}

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f));
}

void describe('entry chunk: no module texts or manifests load before their pages', () => {
  const web = path.join(REPO_ROOT, 'apps/web/src');
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  // The entry script and what it preloads: everything /login fetches before any page chunk.
  const startup = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) =>
    readFileSync(path.join(WEB_DIST, m[1]!), 'utf8'),
  );
  const everything = files(path.join(WEB_DIST, 'assets'), /\.js$/).map((f) => readFileSync(f, 'utf8'));
  // Texts the start-up code may hold: the platform's own and the contract's (messages, catalogues).
  const shared = new Set([
    ...files(path.join(web, 'platform'), /(locales|texts)\/(vi|en)\.ts$/).flatMap(literals),
    ...files(path.join(REPO_ROOT, 'packages/contract/src'), /\.ts$/).flatMap(literals),
  ]);
  // Ant Design's own vi/en texts (the providers' locale) may say the same words ("Ngày bắt đầu").
  const library = ['antd/es', '@rc-component/picker/es', '@rc-component/pagination/es']
    .flatMap((dir) => files(path.join(REPO_ROOT, 'node_modules', dir), /locale\/(vi_VN|en_US)\.js$/))
    .map((f) => readFileSync(f, 'utf8'));
  const modules = readdirSync(path.join(web, 'modules'));
  // A whole string literal, not a part of a longer one ("Phiên đăng nhập" is in "Phiên đăng nhập đã
  // kết thúc…" of the shell, which loads at start-up and is no module's text).
  const holdsLiteral = (chunk: string, text: string) =>
    [`"${text}"`, `'${text}'`, `\`${text}\``].some((quoted) => chunk.includes(quoted));

  for (const module of modules) {
    void it(`${module}: none of its texts is in the entry chunk`, () => {
      const texts = [
        ...new Set(files(path.join(web, 'modules', module, 'locales'), /^(vi|en)\.ts$/).flatMap(literals)),
      ].filter(
        (text) =>
          text.length >= 12 &&
          !shared.has(text) &&
          !/^[\w./-]+$/.test(text) &&
          !library.some((source) => source.includes(text)),
      );
      assert.ok(texts.length > 0, `${module} has texts to look for`);
      // The texts are in the build (so looking for them finds what is there)…
      const built = texts.filter((text) => everything.some((chunk) => holdsLiteral(chunk, text)));
      assert.ok(
        built.length > texts.length / 2,
        `${module}: ${built.length} of ${texts.length} texts found in the build`,
      );
      // …but none at start-up.
      const leaked = built.filter((text) => startup.some((chunk) => holdsLiteral(chunk, text)));
      assert.deepEqual(leaked, [], `${module} texts in the entry chunk`);
    });
  }

  // The manifests load as one chunk on the first page past the sign-in ones (docs/decisions/0023):
  // their navigation labels are in the build, none at start-up.
  void it('no module manifest is in the entry chunk', () => {
    const platformSources = files(path.join(web, 'platform'), /\.tsx?$/).map((f) => readFileSync(f, 'utf8'));
    const labels = modules
      .flatMap((module) => files(path.join(web, 'modules', module), /^manifest\.ts$/))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/label: '([^']+)'/g)].map((m) => m[1]!))
      .filter((label) => !platformSources.some((source) => source.includes(`'${label}'`)));
    assert.ok(labels.length > 40, `${labels.length} manifest labels to look for`);
    assert.ok(labels.every((label) => everything.some((chunk) => holdsLiteral(chunk, label))));
    const leaked = labels.filter((label) => startup.some((chunk) => holdsLiteral(chunk, label)));
    assert.deepEqual(leaked, [], 'manifest labels in the entry chunk');
  });
});
