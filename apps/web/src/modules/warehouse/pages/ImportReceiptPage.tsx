import { Row } from 'antd';
import { useNavigate } from 'react-router';
import { importReceiptInput } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { usePostImport } from '../api/receipts';
import { importDefaults, type ImportFormValues } from '../components/import-form';
import { ImportLinesEditor } from '../components/ImportLinesEditor';
import { NoteField, WarehouseField } from '../components/ReceiptHeaderFields';
import { useOpenPosted } from '../components/use-open-posted';
import { useReceiptPreset } from '../components/use-receipt-preset';
import { useWarehouseTexts } from '../locales';
import { warehousePaths } from '../paths';

/**
 * /warehouse/receipt/import (designed): goods in — the warehouse, then lots of products with their
 * dates and cost. Quantities go as entered, in the line's unit: the server turns them into base units.
 */
export function ImportReceiptPage() {
  const texts = useWarehouseTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const preset = useReceiptPreset();
  const post = usePostImport();
  const openPosted = useOpenPosted();
  const form = useContractForm<typeof importReceiptInput, ImportFormValues>(
    importReceiptInput,
    importDefaults(preset.warehouseId),
  );
  return (
    <FormPage
      title={texts.importForm.title}
      breadcrumbs={[
        { label: texts.list.title, to: warehousePaths.list },
        { label: texts.receipt.listTitle, to: warehousePaths.receipts },
      ]}
      form={form}
      wide
      submitLabel={texts.importForm.submit}
      onSubmit={async (body) => openPosted(await post.mutateAsync(body))}
      onCancel={() => void navigate(localePath(warehousePaths.receipts))}
    >
      <Row gutter={16}>
        <WarehouseField control={form.control} name="warehouse_id" />
        <NoteField control={form.control} name="note" />
      </Row>
      <ImportLinesEditor form={form} />
    </FormPage>
  );
}
