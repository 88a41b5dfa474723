import { Alert, Table, Tag, type TableColumnsType } from 'antd';
import type { ImportPreview } from '@kenh/contract';
import { fill, useStaffTexts } from '../locales';

interface Line {
  key: string;
  row: number;
  fullname: string;
  id_number: string;
  column: string;
  message: string;
  ok: boolean;
}

/** One line per bad cell (row, column, message) and one per valid row, in file order. */
export function previewLines(preview: ImportPreview): Line[] {
  return preview.rows.flatMap((r): Line[] =>
    r.ok
      ? [
          {
            key: `${r.row}`,
            row: r.row,
            fullname: r.fullname,
            id_number: r.id_number,
            column: '',
            message: '',
            ok: true,
          },
        ]
      : r.errors.map((e, i) => ({
          key: `${r.row}-${i}`,
          row: r.row,
          fullname: r.fullname,
          id_number: r.id_number,
          column: e.column_label,
          message: e.message,
          ok: false,
        })),
  );
}

/** The import preview (docs/staff.md): every bad row and cell, and whether the file may be imported. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const texts = useStaffTexts();
  const valid = preview.valid_rows === preview.total_rows;
  const columns: TableColumnsType<Line> = [
    { key: 'row', title: texts.importDialog.row, dataIndex: 'row', width: 70 },
    { key: 'fullname', title: texts.fields.fullname, dataIndex: 'fullname' },
    { key: 'id_number', title: texts.fields.idNumber, dataIndex: 'id_number', width: 140 },
    { key: 'column', title: texts.importDialog.column, dataIndex: 'column', width: 160 },
    {
      key: 'message',
      title: texts.importDialog.error,
      render: (_, line) =>
        line.ok ? <Tag color="green">{texts.importDialog.ok}</Tag> : <Tag color="red">{line.message}</Tag>,
    },
  ];
  return (
    <>
      <Alert
        type={valid ? 'success' : 'error'}
        showIcon
        style={{ marginBottom: 12 }}
        title={fill(texts.importDialog.summary, { valid: preview.valid_rows, total: preview.total_rows })}
        description={valid ? texts.importDialog.allValid : texts.importDialog.hasErrors}
      />
      <Table<Line>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={previewLines(preview)}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 700 }}
      />
    </>
  );
}
