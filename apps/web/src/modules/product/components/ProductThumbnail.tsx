import { PictureOutlined } from '@ant-design/icons';
import { fileDownloadUrl } from '@kenh/contract';
import { useFileObjectUrl } from '../../../platform/api';

/**
 * A product's list thumbnail (the server's ~160 px copy of the cover), fetched with the session's
 * token; a grey placeholder without an image or while it loads.
 */
export function ProductThumbnail({
  fileId,
  alt,
  size = 48,
  emptyLabel,
}: {
  fileId: string | null;
  alt: string;
  size?: number;
  emptyLabel: string;
}) {
  const url = useFileObjectUrl(fileId ? fileDownloadUrl(fileId) : null);
  const frame = {
    width: size,
    height: size,
    borderRadius: 6,
    background: '#f5f5f5',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    flex: 'none',
  } as const;
  if (!url) {
    return (
      <span role="img" aria-label={fileId ? alt : emptyLabel} style={frame}>
        <PictureOutlined style={{ color: '#bfbfbf', fontSize: size / 2.5 }} aria-hidden />
      </span>
    );
  }
  return (
    <span style={frame}>
      <img src={url} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} />
    </span>
  );
}
