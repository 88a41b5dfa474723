import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch, useIsMobile } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { useOwnAccount } from '../api/own-account';
import { useLogout } from '../api/use-logout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { useHomeCrumb } from '../components/use-home-crumb';

/**
 * /my-account: the signed-in user's own profile and avatar, a password change, the language and
 * logout (the mobile header's account icon leads here).
 */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const account = useOwnAccount();
  const logout = useLogout();
  // Wide screens sign out from the top bar; phones (mobile header and bottom bar) from here.
  const mobile = useIsMobile();
  const homeCrumb = useHomeCrumb();

  return (
    <>
      <PageHeader
        title={t('myAccount.title')}
        breadcrumbs={[homeCrumb]}
        actions={
          <>
            <LanguageSwitch />
            {mobile && (
              <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
                {t('home.logout')}
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card title={t('myAccount.profile')}>
            {account.isPending && <Skeleton active avatar paragraph={{ rows: 4 }} />}
            {account.isError && (
              <Alert
                type="error"
                showIcon
                title={t('myAccount.loadFailed')}
                description={account.error.message}
                action={<Button onClick={() => void account.refetch()}>{t('myAccount.retry')}</Button>}
              />
            )}
            {account.data && <ProfileForm key={account.data.updated_at} account={account.data} />}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('myAccount.changePassword')}>
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}
