import type { Transport } from '@kenh/contract';
import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteTransport } from '../api/transport';
import { useTransportTexts } from '../locales';

/** Deletes a record after the product's one delete confirmation; resolves true when it is gone. */
export function useDeleteTransportRecord() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const remove = useDeleteTransport();
  return (record: Pick<Transport, 'id' | 'name'>) =>
    confirmDelete({
      kind: texts.kind,
      name: record.name,
      remove: () => remove.mutateAsync(record.id),
      done: messageText('transport.deleted'),
    });
}
