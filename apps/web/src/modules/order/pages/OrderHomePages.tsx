import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { usePermissionCheck, type RequiredPermission } from '../../../platform/session';
import { PhoneTitle } from '../components/PhoneTitle';
import { useOrderTexts } from '../locales';
import { orderCreatePath, orderListPath, orderPaths, type OrderSurface } from '../paths';

interface HomeCard {
  key: string;
  title: string;
  hint: string;
  path: string;
  permission: RequiredPermission;
}

const ORDERER: RequiredPermission = ['exporttodistributororder', 'order.manage'];

/** /order and /m-order: a card for each order screen the user may open. */
function OrderHome({ surface }: { surface: OrderSurface }) {
  const texts = useOrderTexts();
  const localePath = useLocalePath();
  const can = usePermissionCheck();
  const cards: HomeCard[] = [
    {
      key: 'list',
      title: texts.home.list,
      hint: texts.home.listHint,
      path: orderListPath(surface),
      permission: 'exporttodistributororder',
    },
    {
      key: 'create',
      title: texts.home.create,
      hint: texts.home.createHint,
      path: orderCreatePath(surface),
      permission: ORDERER,
    },
    ...(surface === 'desktop'
      ? [
          {
            key: 'exports',
            title: texts.home.exports,
            hint: texts.home.exportsHint,
            path: orderPaths.exports,
            permission: 'exporttodistributororder' as const,
          },
          {
            key: 'approve',
            title: texts.home.approve,
            hint: texts.home.approveHint,
            path: orderPaths.multipleApprove,
            permission: 'order.approve' as const,
          },
        ]
      : [
          {
            key: 'pending',
            title: texts.home.pending,
            hint: texts.home.pendingHint,
            path: orderPaths.phonePending,
            permission: 'order.approve' as const,
          },
        ]),
  ];
  return (
    <>
      <PhoneTitle surface={surface} title={texts.home.title} />
      <PageHeader title={texts.home.title} />
      <Row gutter={[16, 16]}>
        {cards
          .filter((card) => can(card.permission))
          .map((card) => (
            <Col key={card.key} xs={24} md={12} xl={8}>
              <Link to={localePath(card.path)} style={{ display: 'block', height: '100%' }}>
                <Card hoverable style={{ height: '100%' }}>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    {card.title}
                  </Typography.Title>
                  <Typography.Text type="secondary">{card.hint}</Typography.Text>
                </Card>
              </Link>
            </Col>
          ))}
      </Row>
    </>
  );
}

export const OrderHomePage = () => <OrderHome surface="desktop" />;
export const PhoneOrderHomePage = () => <OrderHome surface="phone" />;
