import { Flex, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import type { OrderSurface } from '../paths';

/**
 * The title of a phone screen (`/m-order/…`, default layout): that layout has no mobile header, and
 * the kit's page title leaves the heading to the header on phones, so the page names itself.
 */
export function PhoneTitle({
  surface,
  title,
  back,
  backLabel,
}: {
  surface: OrderSurface;
  title: string;
  /** App path of the back arrow; none on the phone home. */
  back?: string;
  backLabel?: string;
}) {
  const mobile = useIsMobile();
  const localePath = useLocalePath();
  if (surface !== 'phone' || !mobile) return null;
  return (
    <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
      {back && (
        <Link to={localePath(back)} aria-label={backLabel}>
          <ArrowLeftOutlined aria-hidden />
        </Link>
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Flex>
  );
}
