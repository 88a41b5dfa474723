import { useState } from 'react';
import {
  DownOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
  GlobalOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { rememberLocale, twinPath } from '../i18n/language';
import { logout } from '../session/logout';
import { useSessionUser } from '../session/session-store';
import { useModuleNavigation } from '../routing/module-navigation';
import { Can } from '../session/use-permission';
import { isGroupActive, isUnder, type TopNavGroup } from './nav/top-nav';
import { useShellText } from './texts';
import { ACCENT_COLOR, CONTAINER_MAX_WIDTH, IDLE_COLOR } from './theme';
import { useTopBarSlot } from './top-bar-slots';
import { UserAvatar } from './UserAvatar';
import { useAppPath, useLocale, useLocalePath } from './use-locale';

/** Height of the fixed top bar; the desktop layout's content starts 74 px down (spec §2.8). */
export const TOP_BAR_HEIGHT = 64;
const ACCOUNT_PATH = '/my-account';

export function Logo({ size = 36 }: { size?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="14" fill={ACCENT_COLOR} />
        <text
          x="32"
          y="44"
          fontFamily="Arial, sans-serif"
          fontSize="34"
          fontWeight="700"
          textAnchor="middle"
          fill="#fff"
        >
          K
        </text>
      </svg>
      <span style={{ fontSize: 20, fontWeight: 700, color: IDLE_COLOR, letterSpacing: 0.2 }}>Kênh</span>
    </span>
  );
}

const groupButtonStyle = (active: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: TOP_BAR_HEIGHT,
    padding: '0 8px',
    border: 0,
    borderBottom: `2px solid ${active ? ACCENT_COLOR : 'transparent'}`,
    background: 'none',
    color: active ? ACCENT_COLOR : IDLE_COLOR,
    fontSize: 14.5,
    fontWeight: 500,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
  }) as const;

function NavGroup({ group, path }: { group: TopNavGroup; path: string }) {
  const t = useShellText();
  const localise = useLocalePath();
  const active = isGroupActive(group, path);
  const label = t(group.label);
  const entries = group.sections.flatMap((s) => s.entries);
  const only = group.direct ? entries[0] : undefined;
  if (only) {
    return (
      <Link
        to={localise(only.path)}
        style={groupButtonStyle(active)}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        {label}
      </Link>
    );
  }
  const items: MenuProps['items'] = group.sections.flatMap((section, index) => {
    const links = section.entries.map((entry) => ({
      key: entry.path,
      label: <Link to={localise(entry.path)}>{t(entry.label)}</Link>,
    }));
    const block = section.title
      ? [{ type: 'group' as const, key: `title-${index}`, label: t(section.title), children: links }]
      : links;
    return index > 0 ? [{ type: 'divider' as const, key: `divider-${index}` }, ...block] : block;
  });
  const selected = entries.filter((e) => isUnder(path, e.path)).map((e) => e.path);
  return (
    <Dropdown
      trigger={['hover', 'click']}
      menu={{ items, selectedKeys: selected.slice(-1) }}
      placement="bottomLeft"
    >
      <button
        type="button"
        style={groupButtonStyle(active)}
        aria-label={group.icon ? label : undefined}
        title={group.icon ? label : undefined}
        data-active={active || undefined}
        data-group={group.key}
      >
        {group.icon ? (
          <SettingOutlined style={{ fontSize: 20 }} />
        ) : (
          <>
            {label}
            <DownOutlined aria-hidden style={{ fontSize: 10 }} />
          </>
        )}
      </button>
    </Dropdown>
  );
}

/** The greeting with the account menu, which a click on the name opens and closes (spec §4). */
function AccountMenu({ onLogout, loggingOut }: { onLogout: () => void; loggingOut: boolean }) {
  const t = useShellText();
  const { t: tc } = useTranslation();
  const user = useSessionUser();
  const locale = useLocale();
  const localise = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const name = user?.fullname || user?.username || '';
  const other = locale === 'vi' ? 'en' : 'vi';
  const items: MenuProps['items'] = [
    {
      key: 'my-account',
      icon: <UserOutlined />,
      label: <Link to={localise(ACCOUNT_PATH)}>{t('nav.myAccount')}</Link>,
    },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: tc(`language.${other}`),
      onClick: () => {
        rememberLocale(other);
        void navigate(`${twinPath(location.pathname, other)}${location.search}`);
      },
    },
    { type: 'divider', key: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('nav.logout'),
      onClick: onLogout,
      disabled: loggingOut,
    },
  ];
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={(next) => setOpen(next)}
      menu={{ items, onClick: () => setOpen(false) }}
      placement="bottomRight"
    >
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('nav.greeting', { name })}
        data-testid="account-menu-button"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          minWidth: 0,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          color: IDLE_COLOR,
          fontSize: 15,
          padding: '4px 6px',
        }}
      >
        <UserAvatar fullname={user?.fullname} size={36} />
        <span
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            lineHeight: 1.25,
            minWidth: 0,
            maxWidth: 180,
          }}
        >
          <span style={{ fontSize: 12, color: '#8c8c8c' }}>{t('nav.greetingLabel')}</span>
          <strong
            style={{
              fontSize: 14,
              fontWeight: 600,
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </strong>
        </span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}

/**
 * The desktop top navigation bar (spec §2.11): logo → home, the permitted groups (active one in
 * #00AEEF), the notifications slot (the bell, with the `notification` permission), the greeting
 * with the initials avatar and account menu, and a logout button.
 */
export function TopBar() {
  const t = useShellText();
  const Notifications = useTopBarSlot('notifications');
  const path = useAppPath();
  const localise = useLocalePath();
  const [loggingOut, setLoggingOut] = useState(false);
  const groups = useModuleNavigation().topNav;
  const onLogout = () => {
    setLoggingOut(true);
    void logout().finally(() => setLoggingOut(false));
  };
  return (
    <header
      data-testid="top-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: TOP_BAR_HEIGHT,
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0, 0, 0, 0.08)',
        zIndex: 1000,
      }}
    >
      <div
        style={{
          maxWidth: `calc(${CONTAINER_MAX_WIDTH}px + 4em)`,
          height: '100%',
          margin: '0 auto',
          padding: '0 2em',
          display: 'flex',
          alignItems: 'center',
          gap: 16,
        }}
      >
        <Link
          to={localise('/')}
          aria-label={t('nav.logo')}
          style={{ flex: 'none', display: 'inline-flex', textDecoration: 'none' }}
        >
          <Logo />
        </Link>
        <nav
          aria-label={t('nav.main')}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            overflowX: 'auto',
            overflowY: 'hidden',
          }}
        >
          {groups.map((group) => (
            <NavGroup key={group.key} group={group} path={path} />
          ))}
        </nav>
        <div style={{ flex: 'none', display: 'flex', alignItems: 'center', gap: 8 }}>
          {Notifications ? (
            <Can permission="notification">
              <Notifications />
            </Can>
          ) : null}
          <AccountMenu onLogout={onLogout} loggingOut={loggingOut} />
          <Button icon={<LogoutOutlined />} loading={loggingOut} onClick={onLogout}>
            {t('nav.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
