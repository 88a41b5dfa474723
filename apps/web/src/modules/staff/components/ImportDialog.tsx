import { ExcelImportDialog } from '../../../platform/pages';
import { downloadTemplate, useImportPreview, useImportStaff } from '../api/staff';
import { fill, useStaffTexts } from '../locales';

/** Staff records from Excel (docs/staff.md): the platform's import, a row per person. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useStaffTexts();
  const check = useImportPreview();
  const run = useImportStaff();
  return (
    <ExcelImportDialog
      open={open}
      onClose={onClose}
      title={texts.importDialog.title}
      downloadTemplate={downloadTemplate}
      check={(file) => check.mutateAsync(file)}
      checking={check.isPending}
      importFile={async (file) =>
        fill(texts.importDialog.done, { count: (await run.mutateAsync(file)).created })
      }
      importing={run.isPending}
      commitLabel={(count) => fill(texts.importDialog.confirm, { count })}
      rowName={{ title: texts.fields.fullname, render: (row) => `${row.fullname} · ${row.id_number}` }}
    />
  );
}
