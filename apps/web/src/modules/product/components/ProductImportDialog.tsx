import { ExcelImportDialog, fill } from '../../../platform/pages';
import { downloadProductTemplate, useProductImport, useProductImportPreview } from '../api/products';
import { useProductTexts } from '../locales';

/** Product import (docs/product.md): the platform's Excel import, a row per variant and its units. */
export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useProductTexts();
  const check = useProductImportPreview();
  const commit = useProductImport();
  return (
    <ExcelImportDialog
      open={open}
      onClose={onClose}
      title={texts.import.title}
      downloadTemplate={() => downloadProductTemplate(texts.import.templateName)}
      check={(file) => check.mutateAsync(file)}
      checking={check.isPending}
      importFile={async (file) =>
        fill(texts.import.done, { count: (await commit.mutateAsync(file)).products })
      }
      importing={commit.isPending}
      commitLabel={(count) => fill(texts.import.commit, { count })}
      rowName={{
        title: texts.products.columns.name,
        render: (row) => [row.product_name, row.variant].filter(Boolean).join(' · '),
      }}
    />
  );
}
