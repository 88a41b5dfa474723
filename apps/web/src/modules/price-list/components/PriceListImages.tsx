import { useRef } from 'react';
import { Button, Card, Empty, Flex, Image, Spin, Typography } from 'antd';
import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import {
  fileDownloadUrl,
  PRICE_LIST_IMAGE_MAX_BYTES,
  PRICE_LIST_IMAGE_TYPES,
  type StoredFileInfo,
} from '@kenh/contract';
import { fetchFile, useFileObjectUrl } from '../../../platform/api';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { fill, saveBlob } from '../../../platform/pages';
import { useDeletePriceListImage, usePriceListImages, useUploadPriceListImage } from '../api/price-lists';
import { usePriceListTexts } from '../locales';

const THUMB = 160;

function Thumbnail({ file }: { file: StoredFileInfo }) {
  const url = useFileObjectUrl(file.mime.startsWith('image/') ? fileDownloadUrl(file.id) : null);
  if (!file.mime.startsWith('image/'))
    return (
      <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB }}>
        <FilePdfOutlined style={{ fontSize: 48, color: '#cf1322' }} />
      </Flex>
    );
  if (!url)
    return (
      <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB }}>
        <Spin size="small" />
      </Flex>
    );
  return (
    <Image src={url} alt={file.originalName} width={THUMB} height={THUMB} style={{ objectFit: 'cover' }} />
  );
}

/**
 * The price posters of a list (sent to partners): thumbnails, open or download, and — for whoever
 * may manage lists — upload (JPEG, PNG, WebP or PDF up to 10 MB, checked before sending; the
 * server checks the content again) and delete.
 */
export function PriceListImages({ listId, editable }: { listId: number; editable: boolean }) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const images = usePriceListImages(listId);
  const upload = useUploadPriceListImage(listId);
  const remove = useDeletePriceListImage(listId);
  const input = useRef<HTMLInputElement>(null);

  const send = async (files: File[]) => {
    for (const file of files) {
      if (!(PRICE_LIST_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast.error(fill(texts.images.badType, { name: file.name }));
        continue;
      }
      if (file.size > PRICE_LIST_IMAGE_MAX_BYTES) {
        toast.error(fill(texts.images.tooLarge, { name: file.name }));
        continue;
      }
      try {
        await upload.mutateAsync(file);
        toast.success(messageText('price-list.image_added'));
      } catch (error) {
        toast.failure(error);
      }
    }
  };
  const download = async (file: StoredFileInfo) => {
    try {
      saveBlob(await fetchFile(fileDownloadUrl(file.id)), file.originalName);
    } catch (error) {
      toast.failure(error);
    }
  };
  const onRemove = async (file: StoredFileInfo) => {
    if (
      !(await confirm({
        title: texts.images.remove,
        content: fill(texts.images.removeConfirm, { name: file.originalName }),
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(file.id);
      toast.success(messageText('price-list.image_deleted'));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <section aria-label={texts.images.title}>
      {editable && (
        <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            aria-label={texts.images.upload}
            accept={PRICE_LIST_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void send(files);
            }}
          />
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => input.current?.click()}>
            {texts.images.upload}
          </Button>
          <Typography.Text type="secondary">{texts.images.uploadHint}</Typography.Text>
        </Flex>
      )}
      {images.isLoading ? (
        <Spin />
      ) : (images.data ?? []).length === 0 ? (
        <Empty description={texts.images.empty} />
      ) : (
        <Flex gap={16} wrap>
          {(images.data ?? []).map((file) => (
            <Card
              key={file.id}
              size="small"
              style={{ width: THUMB + 26 }}
              cover={<Thumbnail file={file} />}
              actions={[
                <Button key="open" type="link" size="small" onClick={() => void download(file)}>
                  {texts.images.open}
                </Button>,
                ...(editable
                  ? [
                      <Button
                        key="remove"
                        type="link"
                        danger
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={`${texts.images.remove} ${file.originalName}`}
                        onClick={() => void onRemove(file)}
                      />,
                    ]
                  : []),
              ]}
            >
              <Typography.Text ellipsis style={{ maxWidth: THUMB }} title={file.originalName}>
                {file.originalName}
              </Typography.Text>
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
