import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch, UserAvatar, useDocumentTitle } from '../../../platform/layout';
import { useSessionUser } from '../../../platform/session';
import { useLogout } from '../api/use-logout';

/** Home: greeting with the user's full name and initials avatar, and logout (the web shell adds the rest). */
export function HomePage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const logout = useLogout();
  useDocumentTitle(t('home.title'));
  const name = user?.fullname || user?.username || '';

  return (
    <Card>
      <Flex align="center" gap={16} wrap>
        <UserAvatar fullname={user?.fullname} size={48} />
        <Typography.Title level={3} style={{ margin: 0, flex: '1 1 200px' }}>
          {t('home.greeting', { fullname: name })}
        </Typography.Title>
        <LanguageSwitch />
        <Button icon={<LogoutOutlined />} loading={logout.isPending} onClick={() => logout.mutate()}>
          {t('home.logout')}
        </Button>
      </Flex>
    </Card>
  );
}
