import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { GroceryImportPreview } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { fill } from '../../../platform/pages';
import { downloadImportTemplate, useImportGroceries, useImportPreview } from '../api/grocery-import';
import { usePartnerTexts } from '../locales';
import { ImportPreviewTable } from './ImportPreviewTable';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Grocery store import: the template, a file, the server's row-by-row check (every bad row and
 * cell), then — only when every row is valid — the import of all rows at once.
 */
export function GroceryImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const check = useImportPreview();
  const commit = useImportGroceries();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<GroceryImportPreview>();

  const choose = (chosen: File | undefined) => {
    setPreview(undefined);
    if (!chosen) return setFile(null);
    if (chosen.type !== XLSX_TYPE && !chosen.name.toLowerCase().endsWith('.xlsx')) {
      toast.error(texts.import.notXlsx);
      return setFile(null);
    }
    setFile(chosen);
  };
  const runCheck = async (chosen: File) => {
    try {
      setPreview(await check.mutateAsync(chosen));
    } catch (error) {
      toast.failure(error);
    }
  };
  const runImport = async (chosen: File) => {
    try {
      const result = await commit.mutateAsync(chosen);
      toast.success(messageText('partner.imported', { n: result.created }));
      close();
    } catch (error) {
      toast.failure(error);
    }
  };
  const close = () => {
    setFile(null);
    setPreview(undefined);
    onClose();
  };
  const allValid =
    preview !== undefined && preview.total_rows > 0 && preview.valid_rows === preview.total_rows;

  return (
    <Modal open={open} title={texts.import.title} onCancel={close} footer={null} width={860} destroyOnHidden>
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadImportTemplate(texts.import.templateName).catch(toast.failure)}
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
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </label>
          {file && <Typography.Text>{file.name}</Typography.Text>}
        </Flex>
        {file && (
          <Flex gap={8}>
            <Button onClick={() => void runCheck(file)} loading={check.isPending}>
              {texts.import.check}
            </Button>
            <Button
              type="primary"
              disabled={!allValid}
              loading={commit.isPending}
              onClick={() => void runImport(file)}
            >
              {fill(texts.import.commit, { count: preview?.valid_rows ?? 0 })}
            </Button>
          </Flex>
        )}
        {preview && <ImportPreviewTable preview={preview} />}
      </Flex>
    </Modal>
  );
}
