import type { CSSProperties, ReactNode } from 'react';
import { ArrowLeftOutlined, BellOutlined, ShoppingCartOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Can } from '../session/use-permission';
import { useHeaderState } from './header-store';
import { isUnder } from './nav/top-nav';
import { useShellText } from './texts';
import { ACCENT_COLOR, IDLE_COLOR } from './theme';
import { useUnseenCount } from './unseen-count';
import { useAppPath, useLocalePath } from './use-locale';

/** Spec §2.8, §9: the mobile header is 60 px high. */
export const MOBILE_HEADER_HEIGHT = 60;
export const WAREHOUSE_PATH = '/warehouse';
export const WAREHOUSE_CART_PATH = '/warehouse/cart-list';
export const NOTIFICATION_PATH = '/notification';
export const MY_ACCOUNT_PATH = '/my-account';

const iconButton: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: IDLE_COLOR,
  fontSize: 20,
  cursor: 'pointer',
  flex: 'none',
};

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link to={to} aria-label={label} title={label} style={iconButton}>
      {children}
    </Link>
  );
}

/**
 * The mobile header (spec §2.8): title, back arrow, optional status badge, the warehouse cart on
 * /warehouse, the notification bell (with the `notification` permission; a red dot while anything
 * is unseen) and the account icon. Fixed, 60 px; slides up out of view while `hidden`.
 */
export function MobileHeader({ hidden = false }: { hidden?: boolean }) {
  const t = useShellText();
  const { t: tc } = useTranslation();
  const header = useHeaderState();
  const [unseen] = useUnseenCount();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const path = useAppPath();
  const goBack = () => {
    if (header.navigateTo) void navigate(localise(header.navigateTo));
    else void navigate(-1);
  };
  return (
    <header
      data-testid="mobile-header"
      data-hidden={hidden || undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: MOBILE_HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 8px',
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
        transform: hidden ? 'translateY(-100%)' : 'translateY(0)',
        transition: 'transform 0.3s ease',
        zIndex: 1000,
      }}
    >
      {header.hasIconBackHeader ? (
        <button type="button" aria-label={t('mobile.back')} onClick={goBack} style={iconButton}>
          <ArrowLeftOutlined aria-hidden />
        </button>
      ) : (
        <span style={{ width: 8 }} />
      )}
      <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 8 }}>
        <h1
          style={{
            margin: 0,
            fontSize: 17,
            fontWeight: 600,
            color: IDLE_COLOR,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {header.headerTitle || tc('appName')}
        </h1>
        {header.headerStatus ? (
          <Tag color={ACCENT_COLOR} data-testid="header-status" style={{ marginInlineEnd: 0, flex: 'none' }}>
            {header.headerStatus}
          </Tag>
        ) : null}
      </div>
      {isUnder(path, WAREHOUSE_PATH) ? (
        <IconLink to={localise(WAREHOUSE_CART_PATH)} label={t('mobile.cart')}>
          <ShoppingCartOutlined aria-hidden />
        </IconLink>
      ) : null}
      <Can permission="notification">
        <IconLink to={localise(NOTIFICATION_PATH)} label={t('mobile.notifications')}>
          <Badge dot={unseen > 0} offset={[-2, 2]} title={unseen > 0 ? t('mobile.unseen') : undefined}>
            <BellOutlined aria-hidden style={{ fontSize: 20, color: IDLE_COLOR }} />
          </Badge>
        </IconLink>
      </Can>
      <IconLink to={localise(MY_ACCOUNT_PATH)} label={t('mobile.account')}>
        <UserOutlined aria-hidden />
      </IconLink>
    </header>
  );
}
