import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { LOGIN_PATH } from '../routing/routes';
import { useLocalePath } from './use-locale';

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
