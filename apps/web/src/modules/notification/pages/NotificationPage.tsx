import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../platform/pages';
import { NotificationCenter } from '../components/NotificationCenter';
import { useOpenTarget } from '../components/use-open-target';

/**
 * /notification: the notifications on phones (the mobile header's bell leads here), with the
 * panel's features (spec §2.12). The list stays the panel's feed — "Trang kế tiếp ->", the three
 * tabs, the bulk delete mode, live items on top — rather than the kit's paged table, since the spec
 * describes it that way and both places share it.
 */
export function NotificationPage() {
  const { t } = useTranslation('notification');
  const openTarget = useOpenTarget();
  return (
    <section style={{ maxWidth: 720, margin: '0 auto' }}>
      <PageHeader title={t('title')} />
      <div style={{ background: '#fff', paddingBlock: 12 }}>
        <NotificationCenter onOpenTarget={(target) => void openTarget(target)} />
      </div>
    </section>
  );
}
