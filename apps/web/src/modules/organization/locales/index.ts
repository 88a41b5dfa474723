import type { LocaleResources } from '../../../platform/i18n';
import { defineTexts } from '../../../platform/pages/namespace-texts';
import { organizationEn } from './en';
import { organizationVi } from './vi';

export const ORGANIZATION_NS = 'organization';

export const organizationResources = {
  vi: { [ORGANIZATION_NS]: organizationVi },
  en: { [ORGANIZATION_NS]: organizationEn },
} satisfies LocaleResources;

export type OrganizationMessages = typeof organizationVi;

/** The organisation texts in the page's language (also inside other modules' forms, which use its pickers). */
export const useOrgTexts = defineTexts(ORGANIZATION_NS, { vi: organizationVi, en: organizationEn });
