import { useMessageText } from '../../../platform/i18n';
import { ExcelImportDialog, fill } from '../../../platform/pages';
import { downloadImportTemplate, useImportGroceries, useImportPreview } from '../api/grocery-import';
import { usePartnerTexts } from '../locales';

/** Grocery store import (docs/partners.md): the platform's Excel import with the store rows. */
export function GroceryImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const check = useImportPreview();
  const commit = useImportGroceries();
  return (
    <ExcelImportDialog
      open={open}
      onClose={onClose}
      title={texts.import.title}
      downloadTemplate={() => downloadImportTemplate(texts.import.templateName)}
      check={(file) => check.mutateAsync(file)}
      checking={check.isPending}
      importFile={async (file) =>
        messageText('partner.imported', { n: (await commit.mutateAsync(file)).created })
      }
      importing={commit.isPending}
      commitLabel={(count) => fill(texts.import.commit, { count })}
      rowName={{ title: texts.fields.storeName, render: (row) => row.fullname || row.username }}
    />
  );
}
