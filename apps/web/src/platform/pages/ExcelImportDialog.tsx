import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Table, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { toast } from '../feedback';
import { fill } from './namespace-texts';
import { usePagesTexts } from './texts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One checked row of an import file, as every module's preview endpoint answers it. */
export interface ImportPreviewRow {
  row: number;
  ok: boolean;
  errors: readonly { column_label: string; message: string }[];
}

export interface ImportPreviewShape {
  total_rows: number;
  valid_rows: number;
  rows: readonly ImportPreviewRow[];
}

type RowOf<Preview extends ImportPreviewShape> = Preview['rows'][number];

export interface ExcelImportDialogProps<Preview extends ImportPreviewShape> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Downloads the module's template (the file name is the module's). */
  downloadTemplate: () => Promise<void>;
  /** The server's check of the file: nothing is written. */
  check: (file: File) => Promise<Preview>;
  checking: boolean;
  /** Imports every row at once; called only when every row is valid. Resolves with the toast text. */
  importFile: (file: File) => Promise<string>;
  importing: boolean;
  /** The import button's label for that many valid rows. */
  commitLabel: (validRows: number) => string;
  /** The column naming the record of a bad row (store, product, variant…). */
  rowName: { title: string; render: (row: RowOf<Preview>) => ReactNode };
  /** Choices of the import (e.g. merge or replace), shown above the file's check. */
  options?: ReactNode;
  /** Figures the module adds to the summary line (e.g. how many prices change). */
  summaryExtra?: (preview: Preview) => ReactNode;
}

/**
 * An Excel import, the same in every module: the template, a file checked by the server as soon as
 * it is chosen (every bad row and cell listed), then — only when every row is valid — the import of
 * all rows at once. A failed import checks the file again: the data may have changed meanwhile.
 */
export function ExcelImportDialog<Preview extends ImportPreviewShape>(
  props: ExcelImportDialogProps<Preview>,
) {
  const texts = usePagesTexts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview>();

  const runCheck = async (chosen: File) => {
    setPreview(undefined);
    try {
      setPreview(await props.check(chosen));
    } catch (error) {
      toast.failure(error);
    }
  };
  const choose = (chosen: File | undefined) => {
    setPreview(undefined);
    if (!chosen) return setFile(null);
    if (chosen.type !== XLSX_TYPE && !chosen.name.toLowerCase().endsWith('.xlsx')) {
      toast.error(texts.import.notXlsx);
      return setFile(null);
    }
    setFile(chosen);
    void runCheck(chosen);
  };
  const close = () => {
    setFile(null);
    setPreview(undefined);
    props.onClose();
  };
  const runImport = async (chosen: File) => {
    try {
      toast.success(await props.importFile(chosen));
      close();
    } catch (error) {
      toast.failure(error);
      await runCheck(chosen);
    }
  };
  const allValid =
    preview !== undefined && preview.total_rows > 0 && preview.valid_rows === preview.total_rows;

  return (
    <Modal open={props.open} title={props.title} onCancel={close} footer={null} width={860} destroyOnHidden>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void props.downloadTemplate().catch(toast.failure)}
          >
            {texts.import.template}
          </Button>
          <label
            className="ant-btn ant-btn-default"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' }}
          >
            <UploadOutlined />
            {texts.import.choose}
            <input
              type="file"
              accept=".xlsx"
              aria-label={texts.import.choose}
              style={{ display: 'none' }}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                // Choosing the same file again (after fixing it) must fire a change again.
                event.target.value = '';
              }}
            />
          </label>
          {file && <Typography.Text>{file.name}</Typography.Text>}
        </Flex>
        {props.options}
        {file && (
          <Flex gap={8} wrap>
            <Button onClick={() => void runCheck(file)} loading={props.checking}>
              {texts.import.recheck}
            </Button>
            <Button
              type="primary"
              disabled={!allValid}
              loading={props.importing}
              onClick={() => void runImport(file)}
            >
              {props.commitLabel(preview?.valid_rows ?? 0)}
            </Button>
          </Flex>
        )}
        {props.checking && !preview && (
          <Typography.Text type="secondary">{texts.import.checking}</Typography.Text>
        )}
        {preview && (
          <ImportPreviewTable preview={preview} rowName={props.rowName} extra={props.summaryExtra} />
        )}
      </Flex>
    </Modal>
  );
}

/** The server's check: how many rows are valid and every bad cell; valid rows are left out. */
function ImportPreviewTable<Preview extends ImportPreviewShape>({
  preview,
  rowName,
  extra,
}: {
  preview: Preview;
  rowName: ExcelImportDialogProps<Preview>['rowName'];
  extra: ExcelImportDialogProps<Preview>['summaryExtra'];
}) {
  const texts = usePagesTexts();
  const bad: RowOf<Preview>[] = preview.rows.filter((r) => !r.ok);
  const cells = bad.flatMap((r) =>
    r.errors.map((e, i) => ({ ...e, key: `${r.row}-${i}`, owner: r, first: i === 0, span: r.errors.length })),
  );
  type Cell = (typeof cells)[number];
  return (
    <section aria-label={texts.import.result}>
      <Typography.Paragraph strong>
        {fill(texts.import.summary, { valid: preview.valid_rows, total: preview.total_rows })}
        {extra && <> · {extra(preview)}</>}
      </Typography.Paragraph>
      {bad.length === 0 ? (
        <Alert type="success" showIcon title={texts.import.allValid} />
      ) : (
        <>
          <Alert type="error" showIcon title={texts.import.hasErrors} style={{ marginBottom: 12 }} />
          <Table<Cell>
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
                render: (_, c) => c.owner.row,
              },
              {
                key: 'name',
                title: rowName.title,
                onCell: (c) => ({ rowSpan: c.first ? c.span : 0 }),
                render: (_, c) => rowName.render(c.owner),
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
