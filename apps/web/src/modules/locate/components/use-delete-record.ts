import type { Area, Zone } from '@kenh/contract';
import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteArea, useDeleteZone } from '../api/locate';
import { useLocateTexts } from '../locales';

/**
 * Deleting an area or a zone with the product's one delete confirmation; a refusal shows the
 * server's reason (e.g. "Vùng còn 2 khu vực…"). Each call resolves true when the record is gone.
 */
export function useDeleteRecord() {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const deleteArea = useDeleteArea();
  const deleteZone = useDeleteZone();
  return {
    area: (area: Pick<Area, 'id' | 'name'>) =>
      confirmDelete({
        kind: texts.kinds.area,
        name: area.name,
        remove: () => deleteArea.mutateAsync(area.id),
        done: messageText('locate.area_deleted'),
      }),
    zone: (zone: Pick<Zone, 'id' | 'name'>) =>
      confirmDelete({
        kind: texts.kinds.zone,
        name: zone.name,
        remove: () => deleteZone.mutateAsync(zone.id),
        done: messageText('locate.zone_deleted'),
      }),
  };
}
