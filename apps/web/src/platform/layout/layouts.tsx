import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { announcePageChange } from '../feedback/toast-clearance';
import { useAccountCache } from '../account-cache/account-cache';
import { useLoadPermissions } from '../session/load-permissions';
import { readAccessToken } from '../session/session-storage';
import { BOTTOM_NAV_HEIGHT, BOTTOM_NAV_REACH, BottomNav } from './BottomNav';
import { ConnectivityBanner } from './ConnectivityBanner';
import { COVERED_BOTTOM_VARIABLE } from './covered-bottom';
import { useHeaderState } from './header-store';
import { HELPDESK_MARGIN, HELPDESK_SIZE, HelpdeskButton } from './Helpdesk';
import { MOBILE_HEADER_HEIGHT, MobileHeader } from './MobileHeader';
import { isUnder } from './nav/top-nav';
import { useHiddenOnScrollDown, useIsMobile } from './responsive';
import { CONTAINER_MAX_WIDTH } from './theme';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';
import { useAppPath } from './use-locale';

/** Spec §2.8: content top padding 74 px under the desktop top bar… */
export const DESKTOP_CONTENT_TOP = 74;
/**
 * …and 80 or 90 px under the mobile header. Decision (docs/web.md): 80 px on pages that show the
 * bottom navigation (top-level sections), 90 px on pages that hide it (`hasMenu: false`: detail and
 * form pages reached with the back arrow), whose own title and status block get 10 px more air.
 */
export const MOBILE_CONTENT_TOP = 80;
export const MOBILE_CONTENT_TOP_WITHOUT_MENU = 90;
/** Spec §2.8: bottom padding 2em, except on report-v2 pages (0). */
export const CONTENT_BOTTOM = '2em';
export const REPORT_V2_PATH = '/report-v2';
/** Room kept at the end of pages under the helpdesk button, so it never covers their last buttons. */
export const HELPDESK_CLEARANCE = HELPDESK_SIZE + HELPDESK_MARGIN;

/** Centred content column: at most 1360 px plus 2em padding (spec §2.8). */
export function Container({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div
      style={{
        maxWidth: `calc(${CONTAINER_MAX_WIDTH}px + 4em)`,
        margin: '0 auto',
        padding: '0 2em',
        ...style,
      }}
    >
      {children}
    </div>
  );
}

function PageArea({
  top,
  bottom,
  extraBottom = 0,
  coveredBottom = 0,
}: {
  top: number;
  bottom: string;
  extraBottom?: number;
  coveredBottom?: number;
}) {
  // Toasts raised on the page being left (a save that opens the record) follow the new page's bars.
  const { pathname } = useLocation();
  useEffect(() => announcePageChange(), [pathname]);
  const style: CSSProperties & Record<typeof COVERED_BOTTOM_VARIABLE, string> = {
    minHeight: '100vh',
    paddingTop: top,
    paddingBottom: extraBottom ? `calc(${bottom} + ${extraBottom}px)` : bottom,
    [COVERED_BOTTOM_VARIABLE]: `${coveredBottom}px`,
  };
  return (
    <main data-testid="page-area" data-path={pathname} style={style}>
      <Container>
        <Outlet />
      </Container>
    </main>
  );
}

function useContentBottom(): string {
  return isUnder(useAppPath(), REPORT_V2_PATH) ? '0px' : CONTENT_BOTTOM;
}

/**
 * Default layout: the page area plus the helpdesk floating button (spec §2.8). With an access-token
 * cookie it loads the user's permissions once at start (spec §4).
 */
export function DefaultLayout() {
  useLoadPermissions(readAccessToken() ? 'once' : 'never');
  const bottom = useContentBottom();
  return (
    <>
      <ConnectivityBanner />
      <PageArea top={32} bottom={bottom} extraBottom={HELPDESK_CLEARANCE} />
      <HelpdeskButton />
    </>
  );
}

/**
 * The chrome around the page: the mobile header, bottom navigation and helpdesk button, or the top
 * bar on wide screens. The page area keeps its place in the tree whichever chrome surrounds it, so
 * crossing 768 px (a tablet turning, a window resized) swaps the chrome without rebuilding the page
 * and losing what was typed or an open dialog.
 */
function Chrome({ mobile, helpdesk }: { mobile: boolean; helpdesk: boolean }) {
  const { hasMenu } = useHeaderState();
  const hidden = useHiddenOnScrollDown(MOBILE_HEADER_HEIGHT);
  const bottom = useContentBottom();
  const menuHeight = mobile && hasMenu ? BOTTOM_NAV_HEIGHT : 0;
  const mobileTop = hasMenu ? MOBILE_CONTENT_TOP : MOBILE_CONTENT_TOP_WITHOUT_MENU;
  const helpdeskRoom = helpdesk && bottom !== '0px' ? HELPDESK_CLEARANCE : 0;
  return (
    <>
      {mobile ? <MobileHeader hidden={hidden} /> : <TopBar />}
      <ConnectivityBanner top={mobile ? (hidden ? 0 : MOBILE_HEADER_HEIGHT) : TOP_BAR_HEIGHT} />
      <PageArea
        top={mobile ? mobileTop : DESKTOP_CONTENT_TOP}
        bottom={bottom}
        extraBottom={mobile ? menuHeight + helpdeskRoom : 0}
        coveredBottom={menuHeight && !hidden ? BOTTOM_NAV_REACH : 0}
      />
      {mobile && hasMenu ? <BottomNav hidden={hidden} /> : null}
      {mobile && helpdesk ? (
        <HelpdeskButton topOffset={MOBILE_HEADER_HEIGHT} bottomOffset={menuHeight} />
      ) : null}
    </>
  );
}

/**
 * Desktop layout (spec §2.8): on wide screens the fixed top navigation bar; up to 768 px the mobile
 * header, bottom navigation and helpdesk button. Loads the user's permissions whenever it appears
 * and fills the local account cache (spec §4).
 */
export function DesktopLayout() {
  const mobile = useIsMobile();
  useLoadPermissions('always');
  useAccountCache();
  return <Chrome mobile={mobile} helpdesk />;
}

/** Page-default layout: the mobile-style header and bottom navigation at every width (spec §2.8). */
export function PageDefaultLayout() {
  useLoadPermissions('always');
  return <Chrome mobile helpdesk={false} />;
}

export { EmptyLayout } from './EmptyLayout';
export { ForgotPasswordLayout, FORGOT_PASSWORD_HEADER_HEIGHT } from './ForgotPasswordLayout';
