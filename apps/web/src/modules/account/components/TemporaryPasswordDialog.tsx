import { useState } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shows the temporary password the server issued, once (it is never stored on the client or shown
 * again): copy it, hand it over, close.
 */
export function TemporaryPasswordDialog({
  result,
  onClose,
}: {
  result: { username: string; temporary_password: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.temporary_password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      open={result !== undefined}
      title={t('passwordRequest.temporaryTitle')}
      onCancel={onClose}
      afterClose={() => setCopied(false)}
      mask={{ closable: false }}
      // The footer's "Đóng" is the one close button: Ant Design 6 gives the corner X the same name.
      closable={false}
      width={400}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('passwordRequest.close')}
        </Button>
      }
    >
      {result && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('passwordRequest.temporaryIntro', { username: result.username })}
          </Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={result.temporary_password}
              aria-label={t('passwordRequest.temporaryTitle')}
              data-testid="temporary-password"
              style={{ fontFamily: 'monospace', fontSize: 16 }}
            />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {copied ? t('passwordRequest.copied') : t('passwordRequest.copy')}
            </Button>
          </Space.Compact>
          <Alert type="warning" showIcon title={t('passwordRequest.temporaryOnce')} />
        </Space>
      )}
    </Modal>
  );
}
