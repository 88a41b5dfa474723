import type { ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { useOrgText } from '../texts';

/** Save (submit), cancel and optional extra buttons (delete) under a form. */
export function FormActions({
  saving,
  canSave,
  onCancel,
  extra,
}: {
  saving: boolean;
  canSave: boolean;
  onCancel: () => void;
  extra?: ReactNode;
}) {
  const t = useOrgText();
  return (
    <Flex gap={8} wrap justify="end" style={{ marginTop: 8 }}>
      {extra}
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      {canSave && (
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
      )}
    </Flex>
  );
}
