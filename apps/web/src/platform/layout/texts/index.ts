import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import type { LocaleResources } from '../../i18n/i18n';
import { shellEn } from './en';
import { shellVi } from './vi';

export const SHELL_NAMESPACE = 'shell';

/** The shell's texts as i18n resources (namespace `shell`); registered on first use. */
export const shellResources = {
  vi: { [SHELL_NAMESPACE]: shellVi },
  en: { [SHELL_NAMESPACE]: shellEn },
} satisfies LocaleResources;

export type ShellMessages = typeof shellVi;

/** `nav.groups.staff`, … — every leaf key of the shell texts. */
type LeafKeys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafKeys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type ShellKey = LeafKeys<ShellMessages>;

type Values = Record<string, string | number>;
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Adds the shell namespace to i18next when it is not there yet. The shell lives in `platform` and
 * must work whatever the app registers, so it brings its own texts (the app may also list
 * `shellResources` among its resources; adding twice is harmless).
 */
export function ensureShellTexts(instance = i18next): void {
  if (!instance.isInitialized && !instance.store) return;
  for (const [lng, namespaces] of Object.entries(shellResources)) {
    if (!instance.hasResourceBundle(lng, SHELL_NAMESPACE)) {
      instance.addResourceBundle(lng, SHELL_NAMESPACE, namespaces[SHELL_NAMESPACE], true, false);
    }
  }
}

/** A shell text in the current language, outside React (toasts, confirm dialogs). */
export function shellText(key: ShellKey, values?: Values): string {
  ensureShellTexts();
  return (i18next.t as unknown as LooseT)(key, { ns: SHELL_NAMESPACE, ...values });
}

/** `t` for the shell texts, bound to the page's language (re-renders on a language change). */
export function useShellText(): (key: ShellKey, values?: Values) => string {
  const { i18n } = useTranslation();
  ensureShellTexts(i18n);
  const lng = i18n.language;
  return useCallback(
    (key: ShellKey, values?: Values) =>
      (i18n.t as unknown as LooseT)(key, { ns: SHELL_NAMESPACE, lng, ...values }),
    [i18n, lng],
  );
}
