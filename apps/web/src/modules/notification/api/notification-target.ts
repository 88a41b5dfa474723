import { stripLocale } from '../../../platform/i18n';

function segments(path: string): string[] {
  return stripLocale(path.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean);
}

/**
 * Spec §4: opening a notification whose target is in the same section as the current page (same
 * first path segment) but ends differently reloads the page fully once there, so a page showing
 * one record does not keep the previous one. `/meeting/5` → `/meeting/7`: reload;
 * `/meeting/5` → `/meeting/5` or `/order` → `/meeting/7`: an ordinary navigation. Language
 * prefixes are ignored.
 */
export function needsFullReload(currentPath: string, targetPath: string): boolean {
  const current = segments(currentPath);
  const target = segments(targetPath);
  if (current.length === 0 || target.length === 0) return false;
  return current[0] === target[0] && current.at(-1) !== target.at(-1);
}

/** The full reload (tests replace `run`). */
export const pageReload = {
  run: (): void => window.location.reload(),
};
