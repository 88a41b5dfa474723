import { launchBrowser } from '../support/browser.ts';
import { signIn } from '../support/app.ts';
const base = process.env.BASE ?? 'http://localhost:3999';
const [user, ...paths] = process.argv.slice(2);
const width = Number(process.env.W ?? 1440);
const out = process.env.OUT ?? '/tmp/shots';
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 844 } });
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 300)); });
await signIn(page, base, user);
for (const p of paths) {
  await page.goto(`${base}/#${p}`);
  await page.waitForTimeout(2500);
  const name = `${user}-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}`;
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: process.env.FULL === '1' });
  console.log(name, page.url());
}
console.log(errors.join('\n'));
await browser.close();
