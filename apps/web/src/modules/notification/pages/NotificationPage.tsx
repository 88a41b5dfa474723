import { useTranslation } from 'react-i18next';
import { useDocumentTitle, useHeader } from '../../../platform/layout';
import { NotificationCenter } from '../components/NotificationCenter';
import { useOpenTarget } from '../components/use-open-target';

/**
 * /notification: the notifications on phones (the mobile header's bell leads here), with the
 * panel's features (spec §2.12).
 */
export function NotificationPage() {
  const { t } = useTranslation('notification');
  const openTarget = useOpenTarget();
  useHeader({ headerTitle: t('title') });
  useDocumentTitle(t('title'));
  return (
    <section style={{ maxWidth: 720, margin: '0 auto', background: '#fff', paddingBlock: 12 }}>
      <NotificationCenter onOpenTarget={(target) => void openTarget(target)} />
    </section>
  );
}
