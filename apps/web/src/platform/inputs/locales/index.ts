import type { LocaleResources } from '../../i18n/i18n';
import { inputsEn } from './en';
import { inputsVi } from './vi';

/** i18next namespace of the shared inputs. */
export const INPUTS_NS = 'inputs';

export const inputsResources = {
  vi: { [INPUTS_NS]: inputsVi },
  en: { [INPUTS_NS]: inputsEn },
} satisfies LocaleResources;

export type InputsMessages = typeof inputsVi;
