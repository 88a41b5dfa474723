import type { LocaleResources } from '../../i18n/i18n';
import { pagesEn } from './en';
import { pagesVi } from './vi';

/** i18next namespace of the page kit. */
export const PAGES_NS = 'pages';

export const pagesResources = {
  vi: { [PAGES_NS]: pagesVi },
  en: { [PAGES_NS]: pagesEn },
} satisfies LocaleResources;

export type PagesMessages = typeof pagesVi;
