import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';

/**
 * Title block of an organisation page: the mobile header (`useHeader`) on phones, a heading with the
 * page's actions on wider screens. `backTo` (a Vietnamese path) gives detail and form pages the back
 * arrow and hides the bottom navigation.
 */
export function PageShell({
  title,
  backTo,
  actions,
  children,
}: {
  title: string;
  backTo?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const mobile = useIsMobile();
  const localise = useLocalePath();
  useDocumentTitle(title);
  useHeader({
    headerTitle: title,
    hasIconBackHeader: backTo !== undefined,
    hasMenu: backTo === undefined,
    navigateTo: backTo ? localise(backTo) : '',
  });
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        {!mobile ? (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        ) : (
          <span />
        )}
        {actions && (
          <Flex gap={8} wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </>
  );
}
