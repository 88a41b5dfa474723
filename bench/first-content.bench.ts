/**
 * What a new user on a slow phone waits for: `/#/login`, and the staff list after signing in, on a
 * throttled profile — "slow 4G" (1.6 Mbps down, 750 kbps up, 150 ms round trip) and a CPU 4× slower
 * than this machine — in a fresh browser context each run (empty HTTP cache), as a first visit.
 * Reports the bytes transferred, first contentful paint, and when the page's own content shows (the
 * login form; the staff table's rows), median of RUNS runs.
 *   BASE_URL=http://127.0.0.1:3000 npm run bench:first-content
 * against a running server with the demo data (`npm start`). Environment: BASE_URL, RUNS (3),
 * CHROMIUM_PATH (/usr/bin/chromium), DOWN_KBPS (1600), UP_KBPS (750), LATENCY_MS (150), CPU_SLOWDOWN (4).
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DOWN_KBPS = Number(process.env.DOWN_KBPS ?? 1600);
const UP_KBPS = Number(process.env.UP_KBPS ?? 750);
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 150);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** The e2e suite's flags (e2e/support/browser.ts): no sandbox in containers, no background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ADMIN = { username: 'admin', password: 'Kenh@2026' };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface Run {
  transferredKb: number;
  firstContentfulPaintMs: number;
  contentShownMs: number;
}

interface Page {
  name: string;
  route: string;
  /** The page's own content: what the user came for, not the loading spinner. */
  contentSelector: string;
  signedIn: boolean;
}

const PAGES: Page[] = [
  { name: '/#/login', route: '/login', contentSelector: 'form button[type="submit"]', signedIn: false },
  {
    name: 'staff list /#/staff-manager/m-staff',
    route: '/staff-manager/m-staff',
    contentSelector: '.ant-table-row',
    signedIn: true,
  },
];

/** Signs in once at full speed and keeps the session (the refresh cookie) for the measured runs. */
async function signedInState(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/#/login`);
  await page.getByLabel('Tên đăng nhập').fill(ADMIN.username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(ADMIN.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !/^#\/(en\/)?login/.test(url.hash));
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measureOnce(browser: Browser, target: Page, state: StorageState | undefined): Promise<Run> {
  const context = await browser.newContext(state ? { storageState: state } : {});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let transferred = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      transferred += event.encodedDataLength;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: (DOWN_KBPS * 1000) / 8,
      uploadThroughput: (UP_KBPS * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const started = Date.now();
    await page.goto(`${BASE_URL}/#${target.route}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator(target.contentSelector).first().waitFor({ state: 'visible', timeout: 120_000 });
    const contentShownMs = Date.now() - started;
    const firstContentfulPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    );
    return {
      transferredKb: Math.round(transferred / 1024),
      firstContentfulPaintMs: Math.round(firstContentfulPaintMs),
      contentShownMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  const state = await signedInState(browser);
  console.log(
    `\n${BASE_URL}: ${DOWN_KBPS} kbps down / ${UP_KBPS} kbps up / ${LATENCY_MS} ms, CPU ${CPU_SLOWDOWN}× slower, ` +
      `empty cache, median of ${RUNS}\n`,
  );
  console.log('| page | transferred KB | first contentful paint s | content shown s |');
  console.log('|---|---|---|---|');
  for (const target of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measureOnce(browser, target, target.signedIn ? state : undefined));
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `| ${target.name} | ${median(runs.map((r) => r.transferredKb))} | ` +
        `${seconds(median(runs.map((r) => r.firstContentfulPaintMs)))} | ${seconds(median(runs.map((r) => r.contentShownMs)))} |`,
    );
  }
} finally {
  await browser.close();
}
