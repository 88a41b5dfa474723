import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import { antdTheme, MOBILE_MAX_WIDTH, stillAntdTheme } from './theme';

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query holds; follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', listener);
      window.addEventListener('resize', listener);
      return () => {
        list?.removeEventListener('change', listener);
        window.removeEventListener('resize', listener);
      };
    },
    () => matches(query),
    () => false,
  );
}

/** Screens up to 768 px wide get the mobile chrome (spec §2.8, §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The Ant Design theme for this user: without motion when the system asks for reduced motion (an
 * accessibility setting; global.css stills the CSS animations for the same users).
 */
export function useAntdTheme(): ThemeConfig {
  return useMediaQuery(REDUCED_MOTION_QUERY) ? stillAntdTheme : antdTheme;
}

/** Scroll distance below which the chrome always shows. */
const SCROLL_TOLERANCE = 8;

/**
 * Whether chrome that slides away on scroll should be hidden: hidden while the page scrolls down
 * (past `offset`), shown again as soon as it scrolls up or comes back near the top.
 */
export function useHiddenOnScrollDown(offset = 60): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last.current;
      if (Math.abs(delta) < SCROLL_TOLERANCE) return;
      setHidden(delta > 0 && y > offset);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return hidden;
}
