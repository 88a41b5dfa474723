import type { Area, Zone } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { confirm, toast } from '../../../platform/feedback';
import { fill, type LocateMessages } from '../locales';

/**
 * Asks, deletes and reports: the server's message on success or refusal (e.g. "Khu vực còn 2 vùng,
 * hãy xoá hoặc chuyển các vùng trước"). Resolves true when the record was deleted.
 */
export async function confirmAndDelete(
  kind: 'area' | 'zone',
  record: Pick<Area | Zone, 'id' | 'name'>,
  texts: LocateMessages,
  remove: (id: number) => Promise<unknown>,
  successText: string,
): Promise<boolean> {
  const ok = await confirm({
    title: fill(kind === 'area' ? texts.area.deleteTitle : texts.zone.deleteTitle, { name: record.name }),
    content: kind === 'area' ? texts.area.deleteContent : texts.zone.deleteContent,
    danger: true,
  });
  if (!ok) return false;
  try {
    await remove(record.id);
    toast.success(successText);
    return true;
  } catch (error) {
    toast.error(isApiError(error) ? error.message : String(error));
    return false;
  }
}
