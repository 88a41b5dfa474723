import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The built web app the server serves; WEB_DIST overrides (a private build while others rebuild). */
export const WEB_DIST = process.env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e/screenshots');
