import type { Translation } from '../../i18n/i18n';
import type { inputsVi } from './vi';

export const inputsEn: Translation<typeof inputsVi> = {
  select: {
    noData: 'No data',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
};
