import type { CSSProperties, ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../routing/routes';
import { CONTAINER_MAX_WIDTH } from './theme';
import { useLocalePath } from './use-locale';

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

/** Empty layout: no chrome (login). */
export function EmptyLayout() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Outlet />
    </div>
  );
}

/** Default layout: the page area (the helpdesk button and desktop chrome arrive with the web shell). */
export function DefaultLayout() {
  return (
    <main style={{ minHeight: '100vh', paddingTop: 32, paddingBottom: '2em' }}>
      <Container>
        <Outlet />
      </Container>
    </main>
  );
}

export const FORGOT_PASSWORD_HEADER_HEIGHT = 50;

/** Forgot-password layout: a header with a back icon, no menu, 50 px top padding (spec §2.8). */
export function ForgotPasswordLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localise = useLocalePath();
  return (
    <div style={{ minHeight: '100vh', paddingTop: FORGOT_PASSWORD_HEADER_HEIGHT }}>
      <header
        style={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          height: FORGOT_PASSWORD_HEADER_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          padding: '0 8px',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          zIndex: 10,
        }}
      >
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          aria-label={t('back')}
          onClick={() => void navigate(localise(LOGIN_PATH))}
        />
      </header>
      <Outlet />
    </div>
  );
}
