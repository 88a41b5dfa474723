import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { CloseOutlined, CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { useHelpdeskReservedHeight } from './helpdesk-clearance';
import { SUPPORT_PHONE, telHref } from './support-config';
import { useShellText } from './texts';
import { ACCENT_COLOR, IDLE_COLOR } from './theme';

/** Spec §2.8: a 70×70 px floating button. */
export const HELPDESK_SIZE = 70;
/** Distance kept from the screen edges. */
export const HELPDESK_MARGIN = 16;
/** Spec §9: the slide-up panel moves in 0.5 s. */
export const HELPDESK_PANEL_TRANSITION = '0.5s';
/** A press that moves less than this is a click, not a drag. */
const DRAG_THRESHOLD = 5;

type Side = 'left' | 'right';

interface Placed {
  side: Side;
  top: number;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

function sideLeft(side: Side): number {
  return side === 'left' ? HELPDESK_MARGIN : window.innerWidth - HELPDESK_SIZE - HELPDESK_MARGIN;
}

/** Follows window resizes (so a button snapped right stays on the right edge). */
function useWindowSize() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const onResize = () => setTick((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
}

/** The "Yêu cầu hỗ trợ" panel: slides up from the bottom over a dimmed backdrop. */
export function HelpdeskPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useShellText();
  const titleId = useId();
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  const hiddenAfter = open ? '0s' : HELPDESK_PANEL_TRANSITION;
  return (
    <>
      <div
        aria-hidden
        data-testid="helpdesk-backdrop"
        onClick={onClose}
        style={{
          position: 'fixed',
          inset: 0,
          background: 'rgba(0, 0, 0, 0.45)',
          opacity: open ? 1 : 0,
          visibility: open ? 'visible' : 'hidden',
          transition: `opacity ${HELPDESK_PANEL_TRANSITION} ease, visibility 0s linear ${hiddenAfter}`,
          zIndex: 1040,
        }}
      />
      <section
        role="dialog"
        data-testid="helpdesk-panel"
        aria-modal
        aria-labelledby={titleId}
        aria-hidden={!open}
        inert={!open}
        style={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          margin: '0 auto',
          maxWidth: 480,
          background: '#fff',
          borderRadius: '16px 16px 0 0',
          boxShadow: '0 -6px 24px rgba(0, 0, 0, 0.15)',
          padding: '16px 16px calc(16px + env(safe-area-inset-bottom))',
          transform: open ? 'translateY(0)' : 'translateY(100%)',
          visibility: open ? 'visible' : 'hidden',
          transition: `transform ${HELPDESK_PANEL_TRANSITION} ease, visibility 0s linear ${hiddenAfter}`,
          zIndex: 1041,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', marginBottom: 12 }}>
          <h2 id={titleId} style={{ flex: 1, margin: 0, fontSize: 17, fontWeight: 600, color: IDLE_COLOR }}>
            {t('helpdesk.title')}
          </h2>
          <button
            type="button"
            aria-label={t('helpdesk.close')}
            onClick={onClose}
            style={{ border: 0, background: 'none', cursor: 'pointer', padding: 8, fontSize: 16 }}
          >
            <CloseOutlined />
          </button>
        </div>
        <a
          href={telHref(SUPPORT_PHONE)}
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '14px 12px',
            borderRadius: 10,
            background: '#f0faff',
            color: IDLE_COLOR,
            textDecoration: 'none',
          }}
        >
          <PhoneOutlined style={{ fontSize: 20, color: ACCENT_COLOR }} />
          <span style={{ flex: 1 }}>{t('helpdesk.callSupport')}</span>
          <strong style={{ color: ACCENT_COLOR, whiteSpace: 'nowrap' }}>{SUPPORT_PHONE}</strong>
        </a>
      </section>
    </>
  );
}

/**
 * The helpdesk floating button (spec §2.8): 70×70 px, starts at the bottom right above
 * `bottomOffset` (the bottom navigation) and above whatever pages reserve
 * (`useHelpdeskClearance`); it can be dragged with mouse, pen or finger and snaps to the nearer
 * left or right edge when let go. A click opens the support panel.
 */
export function HelpdeskButton({
  topOffset = 0,
  bottomOffset = 0,
}: {
  topOffset?: number;
  bottomOffset?: number;
}) {
  const t = useShellText();
  useWindowSize();
  const reserved = useHelpdeskReservedHeight();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [drag, setDrag] = useState<{ left: number; top: number } | null>(null);
  const press = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const minTop = topOffset + HELPDESK_MARGIN;
  const maxTop = () => window.innerHeight - HELPDESK_SIZE - HELPDESK_MARGIN - bottomOffset - reserved;

  const onPointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    press.current = { x: event.clientX, y: event.clientY, left: rect.left, top: rect.top, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = press.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    start.moved = true;
    setDrag({
      left: clamp(start.left + dx, 0, window.innerWidth - HELPDESK_SIZE),
      top: clamp(start.top + dy, minTop, maxTop()),
    });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const start = press.current;
    press.current = null;
    if (!start?.moved) return;
    suppressClick.current = true;
    const left = clamp(start.left + event.clientX - start.x, 0, window.innerWidth - HELPDESK_SIZE);
    const top = clamp(start.top + event.clientY - start.y, minTop, maxTop());
    const side: Side = left + HELPDESK_SIZE / 2 < window.innerWidth / 2 ? 'left' : 'right';
    setDrag(null);
    setPlaced({ side, top });
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    setOpen(true);
  };

  const position = drag
    ? { left: drag.left, top: drag.top }
    : placed
      ? { left: sideLeft(placed.side), top: clamp(placed.top, minTop, maxTop()) }
      : { right: HELPDESK_MARGIN, bottom: HELPDESK_MARGIN + bottomOffset + reserved };

  return (
    <>
      <button
        type="button"
        aria-label={t('helpdesk.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="helpdesk-button"
        data-side={placed?.side ?? 'right'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          press.current = null;
          setDrag(null);
        }}
        onClick={onClick}
        style={{
          position: 'fixed',
          ...position,
          width: HELPDESK_SIZE,
          height: HELPDESK_SIZE,
          borderRadius: '50%',
          border: 0,
          padding: 0,
          background: ACCENT_COLOR,
          color: '#fff',
          fontSize: 30,
          boxShadow: '0 6px 16px rgba(0, 174, 239, 0.35)',
          cursor: drag ? 'grabbing' : 'pointer',
          touchAction: 'none',
          userSelect: 'none',
          transition: drag ? 'none' : 'left 0.25s ease, top 0.25s ease, bottom 0.25s ease',
          zIndex: 1030,
        }}
      >
        <CustomerServiceOutlined />
      </button>
      <HelpdeskPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}
