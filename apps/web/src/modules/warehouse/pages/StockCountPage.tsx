import { useState } from 'react';
import { Card, Form, Row, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { RECEIPT_MAX_LINES, stockCountInput } from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { FormBody, PageHeader, SearchBox, useContractForm } from '../../../platform/pages';
import { usePostCount } from '../api/receipts';
import { useStockQuantity } from '../api/stock';
import { countDefaults, type CountFormValues } from '../components/count-form';
import { CountLinesEditor } from '../components/CountLinesEditor';
import { NoteField } from '../components/ReceiptHeaderFields';
import { useOpenPosted } from '../components/use-open-posted';
import { useReceiptPreset } from '../components/use-receipt-preset';
import { useWarehouseChoices } from '../components/use-warehouse-choices';
import { useWarehouseTexts, type WarehouseMessages } from '../locales';
import { warehousePaths } from '../paths';

/** The count of one warehouse's lots, posted as one stock-count receipt. */
function CountForm({ defaults, texts }: { defaults: CountFormValues; texts: WarehouseMessages }) {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const post = usePostCount();
  const openPosted = useOpenPosted();
  const form = useContractForm<typeof stockCountInput, CountFormValues>(stockCountInput, defaults);
  return (
    <FormBody
      form={form}
      label={texts.countForm.title}
      wide
      submitLabel={texts.countForm.submit}
      onSubmit={async (body) => openPosted(await post.mutateAsync(body))}
      onCancel={() => void navigate(localePath(warehousePaths.receipts))}
    >
      <Row gutter={16}>
        <NoteField control={form.control} name="note" />
      </Row>
      <CountLinesEditor form={form} />
    </FormBody>
  );
}

/**
 * /warehouse/receipt/count (designed): pick a warehouse, its lots with their book quantity load
 * (today's stock by lot, at most one receipt's worth), enter what was counted; the variance posts.
 * A large warehouse is counted a product at a time: the search narrows the lots (and starts over).
 */
export function StockCountPage() {
  const texts = useWarehouseTexts();
  const preset = useReceiptPreset();
  const choices = useWarehouseChoices();
  const [warehouseId, setWarehouseId] = useState<number | null>(preset.warehouseId);
  const [search, setSearch] = useState('');
  const lots = useStockQuantity(
    {
      group_by: 'lot',
      warehouse_id: warehouseId ?? 0,
      page: 0,
      page_size: RECEIPT_MAX_LINES,
      ...(search ? { search } : {}),
    },
    warehouseId !== null,
  );
  const loaded = lots.data && !lots.isPlaceholderData;
  return (
    <>
      <PageHeader
        title={texts.countForm.title}
        breadcrumbs={[
          { label: texts.list.title, to: warehousePaths.list },
          { label: texts.receipt.listTitle, to: warehousePaths.receipts },
        ]}
      />
      <Card>
        <Form layout="vertical" component="div">
          <Form.Item label={texts.warehousePicker.label} htmlFor="count-warehouse" style={{ maxWidth: 480 }}>
            <SelectField<number>
              id="count-warehouse"
              aria-label={texts.warehousePicker.label}
              placeholder={texts.countForm.pickWarehouse}
              showSuccess={false}
              style={{ width: '100%' }}
              value={warehouseId}
              options={choices}
              onChange={(next) => setWarehouseId(typeof next === 'number' ? next : null)}
            />
          </Form.Item>
          <Form.Item label={texts.stock.product} style={{ maxWidth: 480 }}>
            <SearchBox value={search} placeholder={texts.stock.search} onSearch={setSearch} width="100%" />
          </Form.Item>
        </Form>
        {warehouseId !== null &&
          (loaded ? (
            <CountForm
              key={warehouseId}
              defaults={countDefaults(warehouseId, lots.data.results)}
              texts={texts}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          ))}
      </Card>
    </>
  );
}
