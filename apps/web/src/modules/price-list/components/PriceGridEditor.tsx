import { useState, type ClipboardEvent, type ReactNode } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import { DeleteOutlined, SnippetsOutlined } from '@ant-design/icons';
import { formatVnd, MAX_PRICE_VND } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { TextInput } from '../../../platform/inputs';
import { useIsMobile } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { usePriceListTexts } from '../locales';
import { PastePricesDialog } from './PastePricesDialog';
import {
  applyPastedColumn,
  isMultiCellPaste,
  parsePastedColumn,
  rowKey,
  type PriceGridRow,
} from './price-grid';

const PAGE_SIZE = 50;

/**
 * The prices of a list: one line per variant and unit with its price in whole VND. A column copied
 * from a spreadsheet can be pasted into any price cell (it fills from that line down) or through
 * the paste dialog. `errors` are the server's messages by line index (`items.3.price` → 3).
 */
export function PriceGridEditor({
  rows,
  onChange,
  readOnly = false,
  errors = {},
  picker,
}: {
  rows: readonly PriceGridRow[];
  onChange: (rows: PriceGridRow[]) => void;
  readOnly?: boolean;
  errors?: Readonly<Record<number, string>>;
  /** The "add a product" control, above the grid. */
  picker?: ReactNode;
}) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const [page, setPage] = useState(1);
  const [pasting, setPasting] = useState(false);
  const mobile = useIsMobile();
  const missing = rows.filter((r) => r.price === null).length;

  const paste = (start: number, text: string) => {
    const { values, badLines } = parsePastedColumn(text);
    const room = rows.length - start;
    const used = values.slice(0, room).filter((v) => v !== null).length;
    onChange(applyPastedColumn(rows, start, values));
    toast.success(fill(texts.grid.pasted, { count: used }));
    if (badLines.length > 0) toast.warning(fill(texts.grid.pasteBadLines, { lines: badLines.join(', ') }));
    if (values.length > room) toast.warning(fill(texts.grid.pasteTooMany, { count: values.length - room }));
  };

  const setPrice = (index: number, price: number | null) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, price } : row)));

  const onCellPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!isMultiCellPaste(text)) return;
    event.preventDefault();
    paste(index, text);
  };

  const offset = (page - 1) * PAGE_SIZE;

  return (
    <section aria-label={texts.grid.label}>
      {!readOnly && (
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          {picker}
          <Button icon={<SnippetsOutlined />} disabled={rows.length === 0} onClick={() => setPasting(true)}>
            {texts.grid.paste}
          </Button>
          {missing > 0 && (
            <Typography.Text type="warning">{fill(texts.grid.missing, { count: missing })}</Typography.Text>
          )}
        </Flex>
      )}
      <Table<PriceGridRow>
        size="small"
        rowKey={rowKey}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: texts.grid.empty }}
        pagination={
          rows.length > PAGE_SIZE && {
            current: page,
            pageSize: PAGE_SIZE,
            showSizeChanger: false,
            onChange: setPage,
          }
        }
        columns={[
          {
            key: 'line',
            title: '#',
            width: 48,
            render: (_, __, i) => offset + i + 1,
          },
          // Phones show one product column (name, then code and unit) so the price stays in view.
          ...(mobile
            ? [
                {
                  key: 'variant',
                  title: texts.grid.variant,
                  render: (_: unknown, r: PriceGridRow) => (
                    <>
                      <div>{r.variant_name}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {`${r.variant_code} · ${r.unit_name}`}
                      </Typography.Text>
                    </>
                  ),
                },
              ]
            : [
                {
                  key: 'code',
                  title: texts.grid.code,
                  render: (_: unknown, r: PriceGridRow) => r.variant_code,
                },
                {
                  key: 'variant',
                  title: texts.grid.variant,
                  render: (_: unknown, r: PriceGridRow) => r.variant_name,
                },
                { key: 'unit', title: texts.grid.unit, render: (_: unknown, r: PriceGridRow) => r.unit_name },
              ]),
          {
            key: 'price',
            title: texts.grid.price,
            width: mobile ? 130 : 180,
            align: 'right',
            render: (_, r, i) => {
              const index = offset + i;
              const label = fill(texts.grid.priceOf, { variant: r.variant_name, unit: r.unit_name });
              if (readOnly) return r.price === null ? '' : formatVnd(r.price);
              const error = errors[index];
              return (
                <TextInput
                  mode="money"
                  max={MAX_PRICE_VND}
                  aria-label={label}
                  value={r.price}
                  onChange={(value) => setPrice(index, value)}
                  onPaste={onCellPaste(index)}
                  error={error === undefined ? undefined : messageText(error)}
                  style={{ textAlign: 'right' }}
                />
              );
            },
          },
          ...(readOnly
            ? []
            : [
                {
                  key: 'remove',
                  width: 48,
                  render: (_: unknown, r: PriceGridRow, i: number) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${texts.grid.remove} ${offset + i + 1}`}
                      onClick={() => onChange(rows.filter((row) => row !== r))}
                    />
                  ),
                },
              ]),
        ]}
      />
      <PastePricesDialog
        open={pasting}
        lineCount={rows.length}
        onClose={() => setPasting(false)}
        onPaste={(start, text) => {
          paste(start, text);
          setPasting(false);
        }}
      />
    </section>
  );
}
