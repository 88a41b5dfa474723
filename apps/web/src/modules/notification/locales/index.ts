import type { LocaleResources } from '../../../platform/i18n';
import { notificationEn } from './en';
import { notificationVi } from './vi';

export const notificationResources = {
  vi: { notification: notificationVi },
  en: { notification: notificationEn },
} satisfies LocaleResources;

export type NotificationMessages = typeof notificationVi;
