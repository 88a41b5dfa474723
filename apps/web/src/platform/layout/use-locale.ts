import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { systemKeyName } from '@kenh/contract';
import { localisePath, stripLocale, type Locale } from '../i18n/language';

/** The language of the page (set by the route: `/en/...` is English). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'vi';
}

/** Turns a Vietnamese app path into the current language's twin: `/login` → `/en/login` in English. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localisePath(path, locale), [locale]);
}

/** Names a system key in the page's language ("Quản trị" for AD), never the bare code. */
export function useSystemKeyName(): (key: string) => string {
  const locale = useLocale();
  return useCallback((key: string) => systemKeyName(key, locale), [locale]);
}

/** `Đăng nhập · Kênh` in the browser tab. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

/** The current route without its language prefix (`/en/product/unit` → `/product/unit`). */
export function useAppPath(): string {
  return stripLocale(useLocation().pathname);
}
