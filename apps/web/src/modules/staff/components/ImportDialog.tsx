import { Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { ImportPreview } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { LoadingText } from '../../../platform/feedback';
import { downloadTemplate, useImportPreview, useImportStaff } from '../api/staff';
import { fill, useStaffTexts } from '../locales';
import { ImportPreviewTable } from './ImportPreviewTable';

/** Upload → preview (nothing written) → import, offered only when every row is valid. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useStaffTexts();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const check = useImportPreview();
  const run = useImportStaff();
  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const choose = async (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    try {
      setPreview(await check.mutateAsync(chosen));
    } catch (error) {
      toast.failure(error);
    }
  };
  const confirmImport = async () => {
    if (!file) return;
    try {
      const result = await run.mutateAsync(file);
      toast.success(fill(texts.importDialog.done, { count: result.created }));
      close();
    } catch (error) {
      toast.failure(error);
      // Someone may have changed the data meanwhile: show the fresh state of the file.
      setPreview(await check.mutateAsync(file).catch(() => null));
    }
  };
  const allValid = preview !== null && preview.valid_rows === preview.total_rows && preview.total_rows > 0;
  return (
    <Modal
      open={open}
      title={texts.importDialog.title}
      width={960}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{texts.importDialog.cancel}</Button>
          <Button
            type="primary"
            disabled={!allValid}
            loading={run.isPending}
            onClick={() => void confirmImport()}
          >
            {fill(texts.importDialog.confirm, { count: preview?.valid_rows ?? 0 })}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{texts.importDialog.hint}</Typography.Text>
        <Space wrap>
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(f) => {
              void choose(f);
              return false;
            }}
          >
            <Button>{texts.importDialog.choose}</Button>
          </Upload>
          <Button
            type="link"
            onClick={() => void downloadTemplate().catch((e: Error) => toast.error(e.message))}
          >
            {texts.list.template}
          </Button>
          {file && <Typography.Text>{file.name}</Typography.Text>}
        </Space>
        {check.isPending && <LoadingText />}
        {preview && <ImportPreviewTable preview={preview} />}
      </Space>
    </Modal>
  );
}
