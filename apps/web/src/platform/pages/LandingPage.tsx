import type { ComponentType, CSSProperties } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import type { PermissionCode } from '@kenh/contract';
import { useLocalePath } from '../layout';
import { usePermissionCheck } from '../session';
import { PageHeader } from './PageHeader';

/** One area of a module's landing page: a card linking to its list, with a count line. */
export interface LandingArea {
  key: string;
  title: string;
  path: string;
  permission: PermissionCode;
  Icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The second line (usually a count); undefined while it loads. */
  hint: string | undefined;
}

function AreaCard({ area }: { area: LandingArea }) {
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
 * A module's landing page (the bottom bar's slots land on these): its areas as cards with what they
 * hold, only those the user may open, `perRow` to a row on a wide screen.
 */
export function LandingPage({
  title,
  intro,
  areas,
  perRow,
}: {
  title: string;
  intro: string;
  areas: readonly LandingArea[];
  perRow: 3 | 4;
}) {
  const can = usePermissionCheck();
  return (
    <>
      <PageHeader title={title} />
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {areas
          .filter((area) => can(area.permission))
          .map((area) => (
            <Col key={area.key} xs={24} sm={12} lg={24 / perRow}>
              <AreaCard area={area} />
            </Col>
          ))}
      </Row>
    </>
  );
}
