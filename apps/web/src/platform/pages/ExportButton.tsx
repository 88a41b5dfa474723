import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space } from 'antd';
import { formatCount } from '@kenh/contract';
import { isApiError } from '../api/api-error';
import type { DownloadProgress } from '../api/file-download';
import { toast } from '../feedback';
import type { Locale } from '../i18n/language';
import { useLocale } from '../layout';
import { downloadExport, type ExportRequest } from './excel-export';
import { fill } from './namespace-texts';
import type { PagesMessages } from './locales';
import { usePagesTexts } from './texts';

/**
 * What the bar shows: the percent when the size is known (`Content-Length`); for a streamed export,
 * which announces its rows but not its bytes, the row count and the kilobytes received so far —
 * compressed bytes per row vary with the data, so no percent is made up; otherwise the kilobytes.
 */
function progressLabel(
  progress: DownloadProgress,
  texts: PagesMessages,
  locale: Locale,
): { percent: number | undefined; text: string } {
  if (progress.total) {
    const percent = Math.min(100, Math.round((progress.loaded / progress.total) * 100));
    return { percent, text: `${percent}%` };
  }
  const kb = formatCount(progress.loaded / 1024, locale);
  if (progress.rows !== undefined) {
    const rows = formatCount(progress.rows, locale);
    return { percent: undefined, text: fill(texts.export.rowsReceived, { rows, kb }) };
  }
  return { percent: undefined, text: `${kb} KB` };
}

/**
 * A list's export: the request with the current filter (a GET of `/m_staff/api/export?status=active`,
 * or `method: 'POST'` with the filter as `body`), and the saved file's name (use `datedFileName`).
 */
export type ListExport = ExportRequest & { fileName: string };

/** "Xuất Excel" of the list's current filter, with a progress bar while the file downloads. */
export function ExportButton(props: ListExport) {
  const texts = usePagesTexts();
  const locale = useLocale();
  const [progress, setProgress] = useState<DownloadProgress>();
  const run = async () => {
    setProgress({ loaded: 0, total: undefined });
    try {
      await downloadExport(props, props.fileName, setProgress);
      toast.success(texts.export.done);
    } catch (error) {
      // A refusal carries the server's message; anything else is a download that broke off.
      if (isApiError(error)) toast.failure(error);
      else toast.error(texts.export.interrupted);
    } finally {
      setProgress(undefined);
    }
  };
  const label = progress ? progressLabel(progress, texts, locale) : undefined;
  return (
    <Space>
      <Button icon={<DownloadOutlined />} loading={progress !== undefined} onClick={() => void run()}>
        {progress ? texts.export.running : texts.export.button}
      </Button>
      {label && (
        <Progress
          aria-label={texts.export.running}
          // The row count and kilobytes need more room than a percent.
          style={{ width: progress?.rows === undefined ? 120 : 220, margin: 0 }}
          size="small"
          percent={label.percent ?? 0}
          status="active"
          format={() => label.text}
        />
      )}
    </Space>
  );
}
