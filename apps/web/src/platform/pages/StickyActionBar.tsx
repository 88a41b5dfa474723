import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { toastClearance } from '../feedback/toast-clearance';
import { useHelpdeskClearance } from '../layout/helpdesk-clearance';
import { BOTTOM_NAV_RAISE } from '../layout/BottomNav';
import { COVERED_BOTTOM_VARIABLE } from '../layout/covered-bottom';

/** The bar's height: 12 px padding around 36 px buttons, and its border. */
const ACTION_BAR_HEIGHT = 61;

/**
 * A form's buttons, kept in view at the bottom of the window while the form scrolls: on a phone
 * above the bottom navigation and its raised home button while they show, at the window's edge
 * once they slide away (the layout's `--kenh-covered-bottom`). Toasts stack clear of it, and the
 * helpdesk button starts above it.
 */
export function StickyActionBar({ children, marginTop }: { children: ReactNode; marginTop?: number }) {
  // The bar sits above the navigation's raised home button too (the helpdesk starts above the bar).
  useHelpdeskClearance(ACTION_BAR_HEIGHT + BOTTOM_NAV_RAISE);
  return (
    <Flex
      gap={8}
      wrap
      {...toastClearance}
      data-testid="sticky-action-bar"
      style={{
        position: 'sticky',
        bottom: `var(${COVERED_BOTTOM_VARIABLE}, 0px)`,
        // Follows the navigation as it slides (BottomNav's 0.3 s).
        transition: 'bottom 0.3s ease',
        marginTop,
        padding: '12px 0',
        background: '#fff',
        borderTop: '1px solid #f0f0f0',
        zIndex: 2,
      }}
    >
      {children}
    </Flex>
  );
}
