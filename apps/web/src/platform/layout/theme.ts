import type { ThemeConfig } from 'antd';

/** Accent colour (spec §9) and the idle text colour of the top bar (spec §2.11). */
export const ACCENT_COLOR = '#00aeef';
export const IDLE_COLOR = '#303439';
/** Up to this width the mobile chrome applies (spec §9). */
export const MOBILE_MAX_WIDTH = 768;
/** Widest content container: 1360 px plus 2em padding (spec §2.8). */
export const CONTAINER_MAX_WIDTH = 1360;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: ACCENT_COLOR,
    colorLink: ACCENT_COLOR,
    colorText: IDLE_COLOR,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    // Button heights 29 (mini), 36 (default), 45 px (large) — spec §9.
    Button: { controlHeightSM: 29, controlHeight: 36, controlHeightLG: 45 },
    // Inputs, selects and date pickers share one height, so a form row lines up.
    Input: { controlHeight: 36, controlHeightLG: 45 },
    Select: { controlHeight: 36, controlHeightLG: 45 },
    DatePicker: { controlHeight: 36, controlHeightLG: 45 },
    InputNumber: { controlHeight: 36, controlHeightLG: 45 },
  },
};

/**
 * The same theme without Ant Design's motion (dialogs, menus, toasts and collapses appear and go at
 * once), for users whose system asks for reduced motion (`useAntdTheme`).
 */
export const stillAntdTheme: ThemeConfig = { ...antdTheme, token: { ...antdTheme.token, motion: false } };
