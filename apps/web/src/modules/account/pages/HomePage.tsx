import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch, UserAvatar, useDocumentTitle } from '../../../platform/layout';
import { useSessionUser } from '../../../platform/session';
import { EntryPoints } from '../components/EntryPoints';
import { WaitingForMe } from '../components/WaitingForMe';

/** The user's position as the profile or the account names it. */
function positionOf(user: ReturnType<typeof useSessionUser>): string | undefined {
  return user?.profile.find((p) => p.name === 'ad_position')?.value || user?.position || undefined;
}

/**
 * Home (/): the greeting with the user's full name, position and initials avatar, the language
 * switch, what waits for this user in each module (counts linking to the filtered lists), and the
 * entry points of every screen this user may open (the dashboard arrives with the reports module).
 * Logout lives in the top bar and on /my-account.
 */
export function HomePage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  useDocumentTitle(t('home.title'));
  const name = user?.fullname || user?.username || '';
  const position = positionOf(user);

  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex align="center" gap={16} wrap>
          <UserAvatar fullname={user?.fullname} size={48} />
          <Flex vertical style={{ flex: '1 1 200px' }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('home.greeting', { fullname: name })}
            </Typography.Title>
            {position && <Typography.Text type="secondary">{position}</Typography.Text>}
          </Flex>
          <LanguageSwitch />
        </Flex>
      </Card>
      <WaitingForMe />
      <EntryPoints />
    </Flex>
  );
}
