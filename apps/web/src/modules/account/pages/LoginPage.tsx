import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch, useDocumentTitle, useLocale } from '../../../platform/layout';
import { afterLoginPath, NEXT_PARAM } from '../../../platform/routing';
import { LoginForm } from '../components/LoginForm';

export function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useDocumentTitle(t('login.title'));

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: '24px 16px' }}>
      <div style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <LanguageSwitch />
        </Flex>
        <Card>
          <Flex vertical align="center" style={{ marginBottom: 24 }}>
            <Typography.Text strong style={{ fontSize: 28, color: '#00aeef', letterSpacing: 1 }}>
              {tc('appName')}
            </Typography.Text>
            <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
            <Typography.Title level={3} style={{ marginTop: 16, marginBottom: 0 }}>
              {t('login.title')}
            </Typography.Title>
          </Flex>
          <LoginForm
            onSignedIn={() =>
              void navigate(afterLoginPath(search.get(NEXT_PARAM), locale), { replace: true })
            }
          />
        </Card>
      </div>
    </Flex>
  );
}
