import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e/screenshots');
