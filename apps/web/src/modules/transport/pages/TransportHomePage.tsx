import type { ComponentType, CSSProperties } from 'react';
import { CarOutlined, IdcardOutlined, SendOutlined } from '@ant-design/icons';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { PermissionCode } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { fill, PageHeader } from '../../../platform/pages';
import { usePermissionCheck } from '../../../platform/session';
import { useDriverList } from '../api/drivers';
import { useVehicleList } from '../api/vehicles';
import { useTransportTexts } from '../locales';
import { transportPaths } from '../paths';

interface Area {
  key: string;
  title: string;
  path: string;
  permission: PermissionCode;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The second line; undefined while its count loads. */
  hint: string | undefined;
}

function AreaCard({ area }: { area: Area }) {
  const localePath = useLocalePath();
  const { Icon } = area;
  return (
    <Link to={localePath(area.path)} aria-label={area.title} style={{ display: 'block', height: '100%' }}>
      <Card hoverable style={{ height: '100%' }}>
        <Card.Meta
          avatar={<Icon aria-hidden style={{ fontSize: 28, color: '#00AEEF' }} />}
          title={area.title}
          description={area.hint ?? <Skeleton active title={false} paragraph={{ rows: 1, width: 120 }} />}
        />
      </Card>
    </Link>
  );
}

/**
 * /transport: drivers and vehicles with how many there are, and the partner's transport orders —
 * each for whoever may open it. The bottom bar's transport slot lands here (the shipments list will
 * take this path once shipments exist).
 */
export function TransportHomePage() {
  const texts = useTransportTexts();
  const can = usePermissionCheck();
  // Each count runs only for whoever may read it (the endpoint hooks leave the others idle).
  const drivers = useDriverList({ page: 0, page_size: 1 });
  const vehicles = useVehicleList({ page: 0, page_size: 1 });
  const t = texts.home;
  const areas: Area[] = [
    {
      key: 'drivers',
      title: t.drivers,
      path: transportPaths.driverList,
      permission: 'drivertransport',
      Icon: IdcardOutlined,
      hint: drivers.data && fill(t.driversHint, { count: drivers.data.total }),
    },
    {
      key: 'vehicles',
      title: t.vehicles,
      path: transportPaths.vehicleList,
      permission: 'vehicletransport',
      Icon: CarOutlined,
      hint: vehicles.data && fill(t.vehiclesHint, { count: vehicles.data.total }),
    },
    {
      key: 'orders',
      title: t.orders,
      path: transportPaths.transportOrders,
      permission: 'shipmentstransport',
      Icon: SendOutlined,
      hint: t.ordersHint,
    },
  ];
  return (
    <>
      <PageHeader title={t.title} />
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {areas
          .filter((area) => can(area.permission))
          .map((area) => (
            <Col key={area.key} xs={24} sm={12} lg={8}>
              <AreaCard area={area} />
            </Col>
          ))}
      </Row>
    </>
  );
}
