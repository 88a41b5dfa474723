import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { useShellText } from '../../../platform/layout/texts';
import { visibleTopNav, type TopNavGroup } from '../../../platform/layout/nav/top-nav';
import { isDeclaredPath } from '../../../platform/routing';
import { usePermissionCheck } from '../../../platform/session';
import { accountPaths } from '../paths';

interface EntryLink {
  path: string;
  label: string;
}

interface EntryGroup {
  key: string;
  title: string;
  links: EntryLink[];
}

/**
 * The sections this user may open, from the same navigation table as the top bar (spec §2.11 with
 * the permission rules of §6), limited to the pages that exist, plus the account pages. Each
 * group is a card of links.
 */
export function EntryPoints() {
  const { t } = useTranslation('account');
  const shell = useShellText();
  const can = usePermissionCheck();
  const localise = useLocalePath();

  const fromNav = (group: TopNavGroup): EntryGroup => ({
    key: group.key,
    title: shell(group.label),
    links: group.sections
      .flatMap((section) => section.entries)
      .filter((entry) => isDeclaredPath(entry.path))
      .map((entry) => ({ path: entry.path, label: shell(entry.label) })),
  });

  const account: EntryGroup = {
    key: 'account',
    title: shell('nav.accountMenu'),
    links: [
      { path: accountPaths.myAccount, label: t('myAccount.title') },
      ...(can('user.resetpassword')
        ? [{ path: accountPaths.passwordRequest, label: t('passwordRequest.title') }]
        : []),
    ],
  };
  const groups = [...visibleTopNav(can).map(fromNav), account].filter((g) => g.links.length > 0);

  return (
    <section aria-labelledby="home-entries">
      <Typography.Title level={4} id="home-entries">
        {t('home.entries')}
      </Typography.Title>
      {groups.length === 0 ? (
        <Empty description={t('home.noEntries')} />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((group) => (
            <Col key={group.key} xs={24} sm={12} lg={8} xl={6}>
              <Card
                title={group.title}
                size="small"
                style={{ height: '100%' }}
                data-testid={`home-group-${group.key}`}
              >
                <Flex vertical gap={4}>
                  {group.links.map((link) => (
                    <Link key={link.path} to={localise(link.path)} style={{ padding: '4px 0' }}>
                      <Flex justify="space-between" align="center">
                        <span>{link.label}</span>
                        <RightOutlined style={{ fontSize: 11 }} aria-hidden />
                      </Flex>
                    </Link>
                  ))}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
