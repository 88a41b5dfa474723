import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { IDLE_COLOR } from '../../../platform/layout/theme';
import { useUnseenCount } from '../../../platform/layout/unseen-count';
import { lazyComponent } from '../../../platform/routing/lazy-component';
import type { NotificationPanelProps } from './NotificationPanel';

/** The panel (list, search, DOMPurify) loads on the first click, never with the top bar. */
const loadPanel = () => import('./NotificationPanel').then((m) => m.NotificationPanel);
const LazyPanel = lazyComponent<NotificationPanelProps>(loadPanel);

/**
 * The desktop top bar's bell (spec §2.11, §2.12): a red dot while anything is unseen; a click opens
 * or closes the notification panel. The app puts it in the top bar's `notifications` slot, which
 * shows it to holders of the `notification` permission.
 */
export function NotificationBell() {
  const { t } = useTranslation('notification');
  const [unseen] = useUnseenCount();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const toggle = () => {
    setUsed(true);
    setOpen((current) => !current);
  };
  return (
    <>
      <button
        type="button"
        aria-label={t('bell')}
        title={unseen > 0 ? t('bellUnseen') : t('bell')}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        data-unseen={unseen > 0 || undefined}
        onClick={toggle}
        onPointerEnter={() => void loadPanel().catch(() => undefined)}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 40,
          height: 40,
          border: 0,
          borderRadius: '50%',
          background: 'none',
          cursor: 'pointer',
        }}
      >
        <Badge dot={unseen > 0} offset={[-2, 2]}>
          <BellOutlined aria-hidden style={{ fontSize: 20, color: IDLE_COLOR }} />
        </Badge>
      </button>
      {used ? <LazyPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
