import { Row } from 'antd';
import { useNavigate } from 'react-router';
import { transferReceiptInput } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { usePostTransfer } from '../api/receipts';
import { lotDefaults, type LotFormValues } from '../components/lot-form';
import { LotLinesEditor } from '../components/LotLinesEditor';
import { NoteField, WarehouseField } from '../components/ReceiptHeaderFields';
import { useOpenPosted } from '../components/use-open-posted';
import { useReceiptPreset } from '../components/use-receipt-preset';
import { useWarehouseTexts } from '../locales';
import { warehousePaths } from '../paths';

/** /warehouse/receipt/transfer (designed): lots moved from one warehouse to another. */
export function TransferReceiptPage() {
  const texts = useWarehouseTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const preset = useReceiptPreset();
  const post = usePostTransfer();
  const openPosted = useOpenPosted();
  const form = useContractForm<typeof transferReceiptInput, LotFormValues>(
    transferReceiptInput,
    lotDefaults({ warehouse_id: preset.warehouseId }),
  );
  return (
    <FormPage
      title={texts.transferForm.title}
      breadcrumbs={[
        { label: texts.list.title, to: warehousePaths.list },
        { label: texts.receipt.listTitle, to: warehousePaths.receipts },
      ]}
      form={form}
      wide
      submitLabel={texts.transferForm.submit}
      onSubmit={async (body) => openPosted(await post.mutateAsync(body))}
      onCancel={() => void navigate(localePath(warehousePaths.receipts))}
    >
      <Row gutter={16}>
        <WarehouseField control={form.control} name="warehouse_id" label={texts.transferForm.from} />
        <WarehouseField control={form.control} name="to_warehouse_id" label={texts.transferForm.to} />
        <NoteField control={form.control} name="note" />
      </Row>
      <LotLinesEditor form={form} />
    </FormPage>
  );
}
