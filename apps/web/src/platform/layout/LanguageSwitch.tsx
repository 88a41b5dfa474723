import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, rememberLocale, twinPath, type Locale } from '../i18n/language';
import { useLocale } from './use-locale';

/** Switches between the Vietnamese and the English twin of the current page. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (next: Locale) => {
    rememberLocale(next);
    void navigate(`${twinPath(location.pathname, next)}${location.search}`);
  };
  return (
    <Segmented<Locale>
      size="small"
      aria-label={t('language.label')}
      value={locale}
      onChange={choose}
      options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
}
