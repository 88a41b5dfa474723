import { useMemo, type KeyboardEvent } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, type Notification } from '@kenh/contract';
import { ACCENT_COLOR, IDLE_COLOR } from '../../../platform/layout/theme';

/** The content as markup: sanitised by the server, and once more here (spec §2.12). */
export function sanitizeContent(content: string): string {
  return DOMPurify.sanitize(content, { USE_PROFILES: { html: true } });
}

export interface NotificationItemProps {
  item: Notification;
  /** Bulk delete mode: read items get a checkbox. */
  bulk: boolean;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/**
 * One notification: title, content (markup, line breaks kept), creation time `dd/mm/yyyy hh:mm` in
 * Vietnam's time; unseen ones are tinted and carry a dot. A click opens it; the bin deletes it.
 */
export function NotificationItem({
  item,
  bulk,
  checked,
  onCheck,
  onOpen,
  onDelete,
  busy,
}: NotificationItemProps) {
  const { t } = useTranslation('notification');
  const html = useMemo(() => sanitizeContent(item.content), [item.content]);
  const unseen = !item.status;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    }
  };
  return (
    <li
      data-testid="notification-item"
      data-id={item.id}
      data-unseen={unseen || undefined}
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        padding: '10px 12px',
        borderBottom: '1px solid #f0f0f0',
        background: unseen ? '#e6f7fd' : '#fff',
        listStyle: 'none',
      }}
    >
      {bulk ? (
        <span style={{ width: 16, paddingTop: 2, flex: 'none' }}>
          {item.status ? (
            <Checkbox
              checked={checked}
              onChange={(event) => onCheck(event.target.checked)}
              aria-label={`${t('select')}: ${item.title}`}
            />
          ) : null}
        </span>
      ) : null}
      <div
        role="button"
        tabIndex={0}
        aria-busy={busy || undefined}
        onClick={onOpen}
        onKeyDown={onKeyDown}
        style={{ flex: 1, minWidth: 0, cursor: 'pointer', color: IDLE_COLOR }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {unseen ? (
            <span
              role="img"
              aria-label={t('unseen')}
              title={t('unseen')}
              style={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: ACCENT_COLOR,
                flex: 'none',
              }}
            />
          ) : null}
          <strong style={{ fontWeight: unseen ? 700 : 500, fontSize: 14, overflowWrap: 'anywhere' }}>
            {item.title}
          </strong>
        </div>
        <div
          data-testid="notification-content"
          style={{ whiteSpace: 'pre-line', fontSize: 13, marginTop: 4, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <time
          dateTime={item.created_at}
          style={{ display: 'block', marginTop: 4, fontSize: 12, color: '#8c8c8c' }}
        >
          {formatDate(item.created_at)} {formatTime(item.created_at)}
        </time>
      </div>
      {bulk ? null : (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`${t('deleteOne')}: ${item.title}`}
          title={t('deleteOne')}
          onClick={onDelete}
        />
      )}
    </li>
  );
}
