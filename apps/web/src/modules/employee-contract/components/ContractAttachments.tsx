import { useRef } from 'react';
import { Button, Flex, Typography } from 'antd';
import { fileDownloadUrl, type StoredFileInfo } from '@kenh/contract';
import { fetchFile } from '../../../platform/api';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { ItemList } from '../../../platform/pages';
import { useAddAttachment, useRemoveAttachment } from '../api/contracts';
import { useContractTexts } from '../texts';

/** Attachments of a contract: download for readers; upload and remove while it is not closed. */
export function ContractAttachments({
  contractId,
  files,
  editable,
}: {
  contractId: number;
  files: StoredFileInfo[];
  editable: boolean;
}) {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const add = useAddAttachment(contractId);
  const remove = useRemoveAttachment(contractId);
  const input = useRef<HTMLInputElement>(null);

  const download = async (file: StoredFileInfo) => {
    try {
      const blob = await fetchFile(fileDownloadUrl(file.id));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.originalName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <>
      <ItemList
        size="small"
        items={files}
        rowKey="id"
        emptyText={tc('none')}
        renderItem={(file) => (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text>{file.originalName}</Typography.Text>
            <Flex gap={4}>
              <Button type="link" size="small" onClick={() => void download(file)}>
                {tc('download')}
              </Button>
              {editable && (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() =>
                    void (async () => {
                      if (
                        !(await confirm({
                          title: tc('remove'),
                          content: tc('removeAttachment', { name: file.originalName }),
                          danger: true,
                        }))
                      )
                        return;
                      try {
                        await remove.mutateAsync(file.id);
                        toast.success(messageText('employee_contract.attachment_removed'));
                      } catch (error) {
                        toast.failure(error);
                      }
                    })()
                  }
                >
                  {tc('remove')}
                </Button>
              )}
            </Flex>
          </Flex>
        )}
      />
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              add.mutate(file, {
                onSuccess: () => toast.success(messageText('employee_contract.attachment_added')),
                onError: (error) => toast.failure(error),
              });
            }}
          />
          <Button loading={add.isPending} onClick={() => input.current?.click()} style={{ marginTop: 8 }}>
            {tc('upload')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {tc('uploadHint')}
          </Typography.Text>
        </>
      )}
    </>
  );
}
