import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2.8: "Đang tải" followed by up to three dots, cycling over 3 seconds. */
export function PageLoading() {
  const { t } = useTranslation();
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((d) => (d + 1) % 4), 750);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ padding: '4em 1em', textAlign: 'center', color: '#8c8c8c' }}
    >
      {t('loading')}
      <span aria-hidden style={{ display: 'inline-block', width: '1.5em', textAlign: 'left' }}>
        {'.'.repeat(dots)}
      </span>
    </div>
  );
}
