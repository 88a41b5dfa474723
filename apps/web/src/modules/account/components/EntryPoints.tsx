import { RightOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { useShellText } from '../../../platform/layout/texts';
import { useModuleNavigation } from '../../../platform/routing';

/**
 * The screens this user may open, one card per top-bar group plus the user's own pages, as the
 * modules' manifests declare them (each link only when its page exists and its page check admits
 * the user, whatever the group's own rule: the home page reaches every built screen).
 */
export function EntryPoints() {
  const { t } = useTranslation('account');
  const shell = useShellText();
  const localise = useLocalePath();
  const cards = useModuleNavigation().home;

  return (
    <section aria-labelledby="home-entries">
      <Typography.Title level={4} id="home-entries">
        {t('home.entries')}
      </Typography.Title>
      {cards.length === 0 ? (
        <Empty description={t('home.noEntries')} />
      ) : (
        <Row gutter={[16, 16]}>
          {cards.map((card) => (
            <Col key={card.key} xs={24} sm={12} lg={8} xl={6}>
              <Card
                title={shell(card.title)}
                size="small"
                style={{ height: '100%' }}
                data-testid={`home-group-${card.key}`}
              >
                <Flex vertical gap={4}>
                  {card.links.map((link) => (
                    <Link key={link.path} to={localise(link.path)} style={{ padding: '4px 0' }}>
                      <Flex justify="space-between" align="center">
                        <span>{shell(link.label)}</span>
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
