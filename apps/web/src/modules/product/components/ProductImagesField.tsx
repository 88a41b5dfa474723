import { useEffect, useMemo, type ReactNode } from 'react';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import {
  MAX_PRODUCT_IMAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type ProductImage,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { fill } from '../../../platform/pages';
import { useProductTexts } from '../locales';
import { ProductThumbnail } from './ProductThumbnail';

const SIZE = 96;

function Frame({
  cover,
  children,
  onRemove,
  label,
}: {
  cover: boolean;
  children: ReactNode;
  onRemove?: () => void;
  label: string;
}) {
  const texts = useProductTexts();
  return (
    <Flex vertical gap={4} align="center" role="listitem" aria-label={label}>
      <div style={{ position: 'relative' }}>
        {children}
        {onRemove && (
          <Button
            size="small"
            shape="circle"
            icon={<CloseOutlined />}
            aria-label={`${texts.form.removeImage} ${label}`}
            onClick={onRemove}
            style={{ position: 'absolute', top: -8, right: -8 }}
          />
        )}
      </div>
      {cover && <Tag color="blue">{texts.form.cover}</Tag>}
    </Flex>
  );
}

function NewImage({ file, cover, onRemove }: { file: File; cover: boolean; onRemove?: () => void }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Frame cover={cover} onRemove={onRemove} label={file.name}>
      <img
        src={url}
        alt={file.name}
        width={SIZE}
        height={SIZE}
        style={{ objectFit: 'cover', borderRadius: 6 }}
      />
    </Frame>
  );
}

/**
 * The product's images with previews: the stored ones kept (by file id) then the new files, the first
 * being the cover. Files of another type or over 5 MB are refused here as the server would.
 */
export function ProductImagesField({
  stored,
  kept,
  added,
  readOnly,
  onKeptChange,
  onAddedChange,
}: {
  stored: readonly ProductImage[];
  kept: readonly string[];
  added: readonly File[];
  readOnly: boolean;
  onKeptChange: (ids: string[]) => void;
  onAddedChange: (files: File[]) => void;
}) {
  const texts = useProductTexts();
  const shownStored = kept.flatMap((id) => stored.filter((image) => image.file_id === id));
  const count = shownStored.length + added.length;
  const choose = (files: FileList | null) => {
    const accepted: File[] = [];
    for (const file of files ? [...files] : []) {
      const typeOk = (PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type);
      if (!typeOk || file.size > PRODUCT_IMAGE_MAX_BYTES)
        toast.error(fill(texts.form.badImage, { name: file.name }));
      else accepted.push(file);
    }
    onAddedChange([...added, ...accepted].slice(0, MAX_PRODUCT_IMAGES - shownStored.length));
  };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{texts.form.imagesHint}</Typography.Text>
      <Flex wrap gap={16} role="list" aria-label={texts.form.images}>
        {shownStored.map((image, i) => (
          <Frame
            key={image.file_id}
            cover={i === 0}
            label={`${texts.form.images} ${i + 1}`}
            {...(!readOnly
              ? { onRemove: () => onKeptChange(kept.filter((id) => id !== image.file_id)) }
              : {})}
          >
            <ProductThumbnail
              fileId={image.thumbnail_file_id ?? image.file_id}
              alt={`${texts.form.images} ${i + 1}`}
              size={SIZE}
              emptyLabel={texts.products.noImage}
            />
          </Frame>
        ))}
        {added.map((file, i) => (
          <NewImage
            key={`${file.name}-${i}`}
            file={file}
            cover={shownStored.length === 0 && i === 0}
            {...(!readOnly ? { onRemove: () => onAddedChange(added.filter((_, j) => j !== i)) } : {})}
          />
        ))}
        {!readOnly && count < MAX_PRODUCT_IMAGES && (
          <label
            style={{
              width: SIZE,
              height: SIZE,
              border: '1px dashed #d9d9d9',
              borderRadius: 6,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'pointer',
              gap: 4,
            }}
          >
            <PlusOutlined aria-hidden />
            <span style={{ fontSize: 12 }}>{texts.form.addImage}</span>
            <input
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(',')}
              multiple
              aria-label={texts.form.addImage}
              style={{ display: 'none' }}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        )}
      </Flex>
    </Flex>
  );
}
