import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2.8: "Đang tải" followed by 0 to 3 dots, the whole cycle lasting 3 seconds. */
export const LOADING_CYCLE_MS = 3000;
const STEPS = 4;

/** The loading text, with its dots cycling; `text` replaces "Đang tải" when given. */
export function LoadingText({ text, style }: { text?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  const [dots, setDots] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((d) => (d + 1) % STEPS), LOADING_CYCLE_MS / STEPS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span role="status" aria-live="polite" style={style}>
      {text ?? t('loading')}
      <span
        aria-hidden
        data-testid="loading-dots"
        style={{ display: 'inline-block', width: '1.5em', textAlign: 'left' }}
      >
        {'.'.repeat(dots)}
      </span>
    </span>
  );
}
