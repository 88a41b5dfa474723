import type { LocaleResources } from '../../../platform/i18n';
import { organizationEn } from './en';
import { organizationVi } from './vi';

export const ORGANIZATION_NS = 'organization';

/** May be listed in `app/i18n.ts` RESOURCES; the module also adds it to i18next itself when missing. */
export const organizationResources = {
  vi: { organization: organizationVi },
  en: { organization: organizationEn },
} satisfies LocaleResources;

export type OrganizationMessages = typeof organizationVi;
