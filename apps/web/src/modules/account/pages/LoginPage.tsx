import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../platform/layout/LanguageSwitch';
import { ACCENT_COLOR } from '../../../platform/layout/theme';
import { useDocumentTitle, useLocale } from '../../../platform/layout/use-locale';
import { afterLoginPath, NEXT_PARAM } from '../../../platform/routing';
import { LoginForm } from '../components/LoginForm';

/**
 * /login (spec §2.9). The first page most visitors load, so it is kept light: plain markup for the
 * card and headings (Ant Design's Card and Typography bring tabs, menus and tooltips along).
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useDocumentTitle(t('login.title'));

  // The page asked for (`next`) wins; else the account's saved start page, in its saved language.
  const goOn = async () => {
    const { savedStart } = await import('../components/saved-start');
    const saved = await savedStart();
    const next = search.get(NEXT_PARAM) ?? saved?.page ?? null;
    await navigate(afterLoginPath(next, saved?.language ?? locale), { replace: true });
  };

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: '24px 16px' }}>
      <div style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <LanguageSwitch />
        </Flex>
        <section
          aria-labelledby="login-title"
          style={{
            background: '#fff',
            borderRadius: 8,
            border: '1px solid #f0f0f0',
            padding: 24,
          }}
        >
          <Flex vertical align="center" style={{ marginBottom: 24 }}>
            <span style={{ fontSize: 28, fontWeight: 600, color: ACCENT_COLOR, letterSpacing: 1 }}>
              {tc('appName')}
            </span>
            <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{t('login.subtitle')}</span>
            <h1 id="login-title" style={{ fontSize: 24, fontWeight: 600, margin: '16px 0 0' }}>
              {t('login.title')}
            </h1>
          </Flex>
          <LoginForm onSignedIn={() => void goOn()} />
        </section>
      </div>
    </Flex>
  );
}
