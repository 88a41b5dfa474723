import { useEffect } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { TOP_BAR_HEIGHT } from '../../../platform/layout/TopBar';
import { NotificationCenter } from './NotificationCenter';
import { useOpenTarget } from './use-open-target';

/** Spec §9: the notification panel is 432 px wide. */
export const NOTIFICATION_PANEL_WIDTH = 432;
/**
 * Under the top bar (1000) and Ant Design's dialogs and dropdowns (1000+), so the delete
 * confirmation and the type dropdown show above the panel.
 */
const PANEL_Z_INDEX = 999;

/** Locks the page's scrolling while `locked` (spec §2.12). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [locked]);
}

export interface NotificationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The desktop notification panel (spec §2.12): a 432 px overlay sliding in from the right under the
 * top bar, over a transparent backdrop (a click on it or Escape closes); the page does not scroll
 * while it is open. It stays mounted once opened, so the list survives closing; a failed seen or
 * delete call closes it behind the failure dialog, and closing the dialog opens it again (spec §8).
 */
export function NotificationPanel({ open, onOpenChange }: NotificationPanelProps) {
  const { t } = useTranslation('notification');
  const openTarget = useOpenTarget();
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);
  return (
    <>
      {open ? (
        <div
          data-testid="notification-backdrop"
          onClick={() => onOpenChange(false)}
          style={{ position: 'fixed', inset: `${TOP_BAR_HEIGHT}px 0 0 0`, zIndex: PANEL_Z_INDEX - 1 }}
        />
      ) : null}
      <aside
        role="dialog"
        aria-label={t('title')}
        aria-hidden={!open}
        data-testid="notification-panel"
        data-open={open || undefined}
        inert={!open}
        style={{
          position: 'fixed',
          top: TOP_BAR_HEIGHT,
          right: 0,
          bottom: 0,
          width: NOTIFICATION_PANEL_WIDTH,
          maxWidth: '100vw',
          display: 'flex',
          flexDirection: 'column',
          background: '#fff',
          boxShadow: '-4px 0 16px rgba(0, 0, 0, 0.12)',
          transform: open ? 'translateX(0)' : 'translateX(100%)',
          visibility: open ? 'visible' : 'hidden',
          transition: 'transform 0.3s ease, visibility 0.3s',
          zIndex: PANEL_Z_INDEX,
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '12px 12px 8px',
          }}
        >
          <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{t('title')}</h2>
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('close')}
            onClick={() => onOpenChange(false)}
          />
        </div>
        <NotificationCenter
          onOpenTarget={(target) => {
            onOpenChange(false);
            void openTarget(target);
          }}
          onFailure={() => onOpenChange(false)}
          onFailureClosed={() => onOpenChange(true)}
        />
      </aside>
    </>
  );
}
