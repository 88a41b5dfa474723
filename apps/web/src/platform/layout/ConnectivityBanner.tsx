import { useEffect, useState } from 'react';
import { CheckCircleOutlined, DisconnectOutlined } from '@ant-design/icons';
import { useShellText } from './texts';

/** Spec §2.8, §9: the back-online text hides after 2000 ms. */
export const ONLINE_BANNER_MS = 2000;

type Banner = 'offline' | 'online' | null;

/**
 * The connectivity banner (spec §2.8, §4): each change of connectivity raises it. Offline it stays
 * ("Bạn đang ngoại tuyến"); back online it says so for 2 s. It slides in from the right edge just
 * below the header (`top`).
 */
export function ConnectivityBanner({ top = 0 }: { top?: number }) {
  const t = useShellText();
  const [banner, setBanner] = useState<Banner>(() => (navigator.onLine === false ? 'offline' : null));
  const [text, setText] = useState<Exclude<Banner, null>>('offline');

  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setBanner('offline');
      setText('offline');
    };
    const online = () => {
      window.clearTimeout(timer);
      setBanner('online');
      setText('online');
      timer = window.setTimeout(() => setBanner(null), ONLINE_BANNER_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  const shown = banner !== null;
  const isOffline = text === 'offline';
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="connectivity-banner"
      data-state={banner ?? 'hidden'}
      style={{
        position: 'fixed',
        top: top + 8,
        right: 8,
        maxWidth: 'calc(100vw - 16px)',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 14px',
        borderRadius: 8,
        color: '#fff',
        fontWeight: 500,
        background: isOffline ? '#595959' : '#52c41a',
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)',
        transform: shown ? 'translateX(0)' : 'translateX(calc(100% + 16px))',
        visibility: shown ? 'visible' : 'hidden',
        transition: `transform 0.3s ease, visibility 0s linear ${shown ? '0s' : '0.3s'}`,
        zIndex: 1050,
      }}
    >
      {isOffline ? <DisconnectOutlined /> : <CheckCircleOutlined />}
      {shown ? t(isOffline ? 'connectivity.offline' : 'connectivity.online') : null}
    </div>
  );
}
