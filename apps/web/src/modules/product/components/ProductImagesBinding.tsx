import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ProductImage, ProductInput } from '@kenh/contract';
import type { ProductFormValues } from './product-form-values';
import { ProductImagesField } from './ProductImagesField';

/** The images field of a product form: the kept stored images are a form value, new files are not. */
export function ProductImagesBinding({
  form,
  stored,
  added,
  onAddedChange,
  readOnly,
}: {
  form: UseFormReturn<ProductFormValues, unknown, ProductInput>;
  stored: readonly ProductImage[];
  added: readonly File[];
  onAddedChange: (files: File[]) => void;
  readOnly: boolean;
}) {
  const kept = useWatch({ control: form.control, name: 'keep_image_ids' }) ?? [];
  return (
    <ProductImagesField
      stored={stored}
      kept={kept}
      added={added}
      readOnly={readOnly}
      onKeptChange={(ids) => form.setValue('keep_image_ids', ids, { shouldDirty: true })}
      onAddedChange={(files) => {
        onAddedChange(files);
        // New files are a change to save, even with every other field as it was.
        form.setValue('keep_image_ids', kept, { shouldDirty: true });
      }}
    />
  );
}
