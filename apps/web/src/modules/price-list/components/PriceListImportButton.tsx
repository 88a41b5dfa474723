import { useState } from 'react';
import { Button, Radio } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMessageText } from '../../../platform/i18n';
import { ExcelImportDialog, fill } from '../../../platform/pages';
import { downloadPriceListTemplate, usePriceListImport, usePriceListImportPreview } from '../api/price-lists';
import { usePriceListTexts } from '../locales';

type Mode = 'merge' | 'replace';

/**
 * A list's rows from Excel through the platform's import: merge (add and change the file's rows,
 * keep the others) or replace (drop the rows the file does not name).
 */
export function PriceListImportButton({ listId }: { listId: number }) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const check = usePriceListImportPreview(listId);
  const commit = usePriceListImport(listId);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('merge');

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {texts.import.open}
      </Button>
      <ExcelImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title={texts.import.title}
        downloadTemplate={() => downloadPriceListTemplate(texts.import.templateName)}
        check={(file) => check.mutateAsync(file)}
        checking={check.isPending}
        importFile={async (file) => {
          await commit.mutateAsync({ file, mode });
          return messageText('price-list.imported');
        }}
        importing={commit.isPending}
        commitLabel={(count) => fill(texts.import.commit, { count })}
        rowName={{ title: texts.grid.code, render: (row) => row.variant_code }}
        options={
          <Radio.Group
            value={mode}
            onChange={(e) => setMode(e.target.value as Mode)}
            options={[
              { value: 'merge', label: texts.import.merge },
              { value: 'replace', label: texts.import.replace },
            ]}
          />
        }
        summaryExtra={(preview) =>
          fill(texts.import.changes, {
            added: preview.added,
            changed: preview.changed,
            unchanged: preview.unchanged,
            absent: preview.absent,
          })
        }
      />
    </>
  );
}
