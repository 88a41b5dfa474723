import type { CSSProperties } from 'react';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { shellText } from '../layout/texts';
import { ACCENT_COLOR, antdTheme, IDLE_COLOR } from '../layout/theme';
import { dismissToast, TOAST_PLACEMENTS, toastStore, type ToastItem, type ToastKind } from './toast-store';
import { measureToastClearance, useRemeasureAfterPageChange } from './toast-clearance';
import './feedback.css';

const KIND_STYLE: Record<ToastKind, { color: string; Icon: typeof InfoCircleFilled }> = {
  success: { color: '#52c41a', Icon: CheckCircleFilled },
  warning: { color: '#faad14', Icon: ExclamationCircleFilled },
  error: { color: '#ff4d4f', Icon: CloseCircleFilled },
  info: { color: ACCENT_COLOR, Icon: InfoCircleFilled },
};

/** Below the 60-74 px headers, so a toast never covers the account or back buttons. */
const EDGE_TOP = 76;
const EDGE = 16;

function placementStyle(
  placement: ToastItem['placement'],
  clearance: { top: number; bottom: number },
): CSSProperties {
  const [vertical, horizontal] = placement.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return {
    position: 'fixed',
    [vertical]: clearance[vertical],
    [horizontal]: EDGE,
    display: 'flex',
    flexDirection: vertical === 'top' ? 'column' : 'column-reverse',
    alignItems: horizontal === 'left' ? 'flex-start' : 'flex-end',
    gap: 8,
    zIndex: 2000,
    pointerEvents: 'none',
    maxWidth: `calc(100vw - ${2 * EDGE}px)`,
  };
}

function Toast({ item }: { item: ToastItem }) {
  const { color, Icon } = KIND_STYLE[item.kind];
  const side = item.placement.endsWith('left') ? 'left' : 'right';
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-kind={item.kind}
      data-leaving={item.leaving || undefined}
      className={`kenh-toast kenh-toast--from-${side}${item.leaving ? ' kenh-toast--leaving' : ''}`}
      style={{
        minWidth: 250,
        maxWidth: 450,
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 10,
        padding: '12px 14px',
        background: '#fff',
        borderRadius: 8,
        borderLeft: `4px solid ${color}`,
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
        color: IDLE_COLOR,
        fontFamily: antdTheme.token?.fontFamily,
        fontSize: 14,
        lineHeight: 1.5715,
      }}
    >
      <Icon
        aria-label={shellText(`feedback.kinds.${item.kind}`)}
        style={{ color, fontSize: 18, marginTop: 2 }}
      />
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div style={{ fontWeight: 500 }}>{item.message}</div>
        {item.description ? (
          <div style={{ fontSize: 13, color: '#5f6368', marginTop: 2 }}>{item.description}</div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={shellText('feedback.close')}
        onClick={() => dismissToast(item.id)}
        style={{ border: 0, background: 'none', cursor: 'pointer', color: '#8c8c8c', padding: 2 }}
      >
        <CloseOutlined />
      </button>
    </div>
  );
}

/** The four corners where toasts stack (spec §2.8); mounted once by the feedback host. */
export function Toaster() {
  const items = toastStore.use();
  // Measured when the toasts change, so a new toast lands clear of the page's action bars, and again
  // while a new page renders under them.
  useRemeasureAfterPageChange(items.length > 0);
  const clearance = measureToastClearance(EDGE_TOP, EDGE);
  return (
    <>
      {TOAST_PLACEMENTS.map((placement) => {
        const here = items.filter((t) => t.placement === placement);
        return here.length ? (
          <div key={placement} data-placement={placement} style={placementStyle(placement, clearance)}>
            {here.map((item) => (
              <Toast key={item.id} item={item} />
            ))}
          </div>
        ) : null;
      })}
    </>
  );
}
