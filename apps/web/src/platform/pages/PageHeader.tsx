import type { ReactNode } from 'react';
import { Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { toastClearance } from '../feedback/toast-clearance';
import { useDocumentTitle, useIsMobile, useLocalePath } from '../layout';
import { useHeader } from '../layout/header-store';

export interface Crumb {
  label: string;
  /** App path (Vietnamese form; the English twin is derived). The last crumb has none. */
  to?: string;
}

/**
 * The one page title of every kit page: the browser tab, the mobile header (with a back arrow on
 * sub-pages) and, on wider screens, breadcrumbs, a heading and the page's action buttons (kept
 * clear of toasts).
 */
export function PageHeader({
  title,
  breadcrumbs = [],
  actions,
  status,
}: {
  title: string;
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
  /** A tag beside the title (a record's status). */
  status?: ReactNode;
}) {
  const mobile = useIsMobile();
  const localePath = useLocalePath();
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: breadcrumbs.length > 0 });
  return (
    <div style={{ marginBottom: 16 }}>
      {!mobile && breadcrumbs.length > 0 && (
        <Breadcrumb
          style={{ marginBottom: 8 }}
          // Keyed by position: a record's title may repeat a crumb's label.
          items={[...breadcrumbs, { label: title }].map((crumb, index) => ({
            key: index,
            title: crumb.to ? <Link to={localePath(crumb.to)}>{crumb.label}</Link> : crumb.label,
          }))}
        />
      )}
      <Flex wrap gap={8} justify="space-between" align="center">
        {mobile ? (
          status
        ) : (
          <Flex gap={8} align="center">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            {status}
          </Flex>
        )}
        {actions && (
          <Flex wrap gap={8} {...toastClearance}>
            {actions}
          </Flex>
        )}
      </Flex>
    </div>
  );
}
