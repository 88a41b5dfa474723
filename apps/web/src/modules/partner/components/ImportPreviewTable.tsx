import { Alert, Table, Typography } from 'antd';
import type { GroceryImportPreview } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import { usePartnerTexts } from '../locales';

/**
 * The server's check of an import file: how many rows are valid and, for every bad row, each bad
 * cell (column and message). Valid rows are left out of the table so the errors are not buried.
 */
export function ImportPreviewTable({ preview }: { preview: GroceryImportPreview }) {
  const texts = usePartnerTexts();
  const bad = preview.rows.filter((r) => !r.ok);
  const cells = bad.flatMap((r) =>
    r.errors.map((e, i) => ({ ...e, key: `${r.row}-${i}`, row: r, first: i === 0, span: r.errors.length })),
  );
  return (
    <section aria-label={texts.import.title}>
      <Typography.Paragraph strong>
        {fill(texts.import.summary, { valid: preview.valid_rows, total: preview.total_rows })}
      </Typography.Paragraph>
      {bad.length === 0 ? (
        <Alert type="success" showIcon title={texts.import.allValid} />
      ) : (
        <>
          <Alert type="error" showIcon title={texts.import.hasErrors} style={{ marginBottom: 12 }} />
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content', y: 360 }}
            dataSource={cells}
            columns={[
              {
                key: 'row',
                title: texts.import.row,
                width: 72,
                onCell: (c) => ({ rowSpan: c.first ? c.span : 0 }),
                render: (_, c: (typeof cells)[number]) => c.row.row,
              },
              {
                key: 'name',
                title: texts.fields.storeName,
                onCell: (c) => ({ rowSpan: c.first ? c.span : 0 }),
                render: (_, c: (typeof cells)[number]) => c.row.fullname || c.row.username,
              },
              { key: 'column', title: texts.import.column, render: (_, c) => c.column_label },
              {
                key: 'error',
                title: texts.import.error,
                render: (_, c) => <Typography.Text type="danger">{c.message}</Typography.Text>,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
