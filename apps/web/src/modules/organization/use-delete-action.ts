import { useState } from 'react';
import { isApiError } from '../../platform/api';
import { confirm, toast } from '../../platform/feedback';
import { useMessageText } from '../../platform/i18n';
import { useOrgText } from './texts';

/**
 * Delete with the platform confirm dialog; the toast shows the server's message on failure (a 409
 * naming what still holds the record, spec §8) and the catalogue's success text otherwise.
 */
export function useDeleteAction<T>(remove: (item: T) => Promise<unknown>, successKey: string) {
  const t = useOrgText();
  const messageText = useMessageText();
  const [busy, setBusy] = useState(false);
  const run = async (item: T, content: string): Promise<boolean> => {
    const ok = await confirm({ title: t('common.deleteTitle'), content, danger: true });
    if (!ok) return false;
    setBusy(true);
    try {
      await remove(item);
      toast.success(messageText(successKey));
      return true;
    } catch (error) {
      toast.error(isApiError(error) ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
