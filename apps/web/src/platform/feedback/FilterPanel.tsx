import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useShellText } from '../layout/texts';

/** Spec §2.8, §9: the filter panel is 600 px wide (the whole width on narrower screens). */
export const FILTER_PANEL_WIDTH = 600;

/**
 * A filter side panel that slides in from the right over a dimmed backdrop; a click on the backdrop,
 * Escape or the close icon calls `onClose`. `footer` usually holds the apply and reset buttons.
 */
export function FilterPanel({
  open,
  onClose,
  title,
  footer,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useShellText();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={FILTER_PANEL_WIDTH}
      mask={{ closable: true }}
      title={title ?? t('feedback.filter')}
      footer={footer}
      closable={{ 'aria-label': t('feedback.close') }}
      styles={{ wrapper: { maxWidth: '100vw' }, mask: { background: 'rgba(0, 0, 0, 0.45)' } }}
    >
      {children}
    </Drawer>
  );
}
