import { useTranslation } from 'react-i18next';
import type { Crumb } from '../../../platform/pages';
import { accountPaths } from '../paths';

/**
 * The account pages hang under the home page (they open from its cards, the gear and
 * notifications): its crumb gives them the way back, and the back arrow on phones.
 */
export function useHomeCrumb(): Crumb {
  const { t } = useTranslation('account');
  return { label: t('home.title'), to: accountPaths.home };
}
