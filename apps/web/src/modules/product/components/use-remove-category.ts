import type { Category } from '@kenh/contract';
import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteCategory } from '../api/categories';
import { useProductTexts } from '../locales';

/** Deletes a category after the one delete confirmation (the server refuses one with children or products). */
export function useRemoveCategory() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const remove = useDeleteCategory();
  return (category: Pick<Category, 'id' | 'name'>) =>
    confirmDelete({
      kind: texts.kinds.category,
      name: category.name,
      remove: () => remove.mutateAsync(category.id),
      done: messageText('product.category_deleted'),
    });
}
