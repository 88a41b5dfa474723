import { currentLanguage } from '../i18n/i18n';
import { confirm } from './confirm';
import { toast } from './toast';

const TEXTS = {
  vi: {
    title: (kind: string, name: string) => `Xóa ${kind} “${name}”?`,
    content: 'Dữ liệu đã xóa không thể khôi phục.',
    ok: 'Xóa',
  },
  en: {
    title: (kind: string, name: string) => `Delete ${kind} “${name}”?`,
    content: 'Deleted data cannot be restored.',
    ok: 'Delete',
  },
} as const;

export interface DeleteRequest {
  /** What is deleted, lower case in the page's language ("vùng", "zone"). */
  kind: string;
  /** The record's name, quoted in the question. */
  name: string;
  /** A sentence under the question (default: deleted data cannot be restored). */
  content?: string;
  /** Performs the delete; a refusal's message (e.g. what still holds the record) is shown as is. */
  remove: () => Promise<unknown>;
  /** Shown when the delete succeeded. */
  done: string;
}

/**
 * The one delete confirmation of the product: "Xóa vùng “Hà Nội 1”?" with a red "Xóa" button, then
 * the delete, then a toast with the server's answer. Resolves true when the record is gone.
 */
export async function confirmDelete({ kind, name, content, remove, done }: DeleteRequest): Promise<boolean> {
  const texts = TEXTS[currentLanguage()];
  const ok = await confirm({
    title: texts.title(kind, name),
    content: content ?? texts.content,
    okText: texts.ok,
    danger: true,
  });
  if (!ok) return false;
  try {
    await remove();
    toast.success(done);
    return true;
  } catch (error) {
    toast.failure(error);
    return false;
  }
}

/** The word on the confirmation's red button ("Xóa"), for the action that opens it. */
export function deleteActionLabel(): string {
  return TEXTS[currentLanguage()].ok;
}
