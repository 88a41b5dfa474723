import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import type { DownloadProgress } from '../api/file-download';
import { toast } from '../feedback';
import { downloadExport, type ExportRequest } from './excel-export';
import { usePagesTexts } from './texts';

/** Percent done when the size is known; otherwise the kilobytes received so far. */
function progressLabel(progress: DownloadProgress): { percent: number | undefined; text: string } {
  if (progress.total) {
    const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
    return { percent, text: `${percent}%` };
  }
  return { percent: undefined, text: `${Math.round(progress.loaded / 1024)} KB` };
}

/**
 * A list's export: the request with the current filter (a GET of `/m_staff/api/export?status=active`,
 * or `method: 'POST'` with the filter as `body`), and the saved file's name (use `datedFileName`).
 */
export type ListExport = ExportRequest & { fileName: string };

/** "Xuất Excel" of the list's current filter, with a progress bar while the file downloads. */
export function ExportButton(props: ListExport) {
  const texts = usePagesTexts();
  const [progress, setProgress] = useState<DownloadProgress>();
  const run = async () => {
    setProgress({ loaded: 0, total: undefined });
    try {
      await downloadExport(props, props.fileName, setProgress);
      toast.success(texts.export.done);
    } catch (error) {
      toast.failure(error);
    } finally {
      setProgress(undefined);
    }
  };
  const label = progress ? progressLabel(progress) : undefined;
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={progress !== undefined} onClick={() => void run()}>
        {progress ? texts.export.running : texts.export.button}
      </Button>
      {label && (
        <Progress
          aria-label={texts.export.running}
          style={{ width: 120, margin: 0 }}
          size="small"
          percent={label.percent ?? 0}
          status="active"
          format={() => label.text}
        />
      )}
    </Space>
  );
}
