import type { ReactNode } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMessageText } from '../../../platform/i18n';
import { useWarehouseTexts } from '../locales';

/**
 * One receipt line as a card (the same on a phone and a desktop): the product, a remove button, the
 * line's fields, and a refusal of the whole line (a repeated line, an unknown product) under them.
 */
export function LineCard({
  name,
  code,
  error,
  onRemove,
  children,
}: {
  name: string;
  code: string;
  /** A message key or the server's text. */
  error: string | undefined;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const texts = useWarehouseTexts();
  const message = useMessageText();
  return (
    <Card size="small" role="group" aria-label={name}>
      <Flex justify="space-between" align="start" gap={8}>
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          <div>
            <Typography.Text type="secondary">{code}</Typography.Text>
          </div>
        </div>
        {onRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={texts.lines.remove}
            onClick={onRemove}
          />
        )}
      </Flex>
      {children}
      {error && (
        <Typography.Text type="danger" role="alert">
          {message(error)}
        </Typography.Text>
      )}
    </Card>
  );
}
