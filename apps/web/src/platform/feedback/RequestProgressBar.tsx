import { useEffect, useRef, useState } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useShellText } from '../layout/texts';
import { ACCENT_COLOR } from '../layout/theme';
import './feedback.css';

/** Spec §2.8: a 2 px bar; shown only after 200 ms of activity; reaches the end in about 5000 ms. */
export const PROGRESS_HEIGHT = 2;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const TICK_MS = 100;
/** While requests still run the bar never passes this point. */
const MAX_WHILE_BUSY = 95;
const FADE_MS = 300;

/**
 * A thin bar at the very top of the window that follows request activity (TanStack Query fetches and
 * mutations). Quick requests (under 200 ms) never show it; a long one fills it over 5 s.
 */
export function RequestProgressBar() {
  const t = useShellText();
  const busy = useIsFetching() + useIsMutating() > 0;
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const shown = useRef(false);

  useEffect(() => {
    if (busy) {
      let tick: number | undefined;
      const start = window.setTimeout(() => {
        shown.current = true;
        setVisible(true);
        setProgress(0);
        const step = (100 * TICK_MS) / PROGRESS_DURATION_MS;
        tick = window.setInterval(() => setProgress((p) => Math.min(MAX_WHILE_BUSY, p + step)), TICK_MS);
      }, PROGRESS_THROTTLE_MS);
      return () => {
        window.clearTimeout(start);
        window.clearInterval(tick);
      };
    }
    if (!shown.current) return undefined;
    // Finished: complete the bar, then fade it out.
    setProgress(100);
    const hide = window.setTimeout(() => {
      shown.current = false;
      setVisible(false);
      setProgress(0);
    }, FADE_MS);
    return () => window.clearTimeout(hide);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label={t('feedback.requestProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      className="kenh-progress-bar"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: PROGRESS_HEIGHT,
        width: `${progress}%`,
        background: ACCENT_COLOR,
        opacity: visible ? 1 : 0,
        zIndex: 3000,
        pointerEvents: 'none',
      }}
    />
  );
}
