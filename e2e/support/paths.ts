import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The built web app the server serves; WEB_DIST overrides (a private build while others rebuild). */
export const WEB_DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
/** The compiled server (`node scripts/build-server.mjs`), what `npm start` runs. */
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e/screenshots');
