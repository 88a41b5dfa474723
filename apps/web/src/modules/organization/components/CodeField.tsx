import { Form, Input } from 'antd';
import { useOrgText } from '../texts';

/**
 * The record's code, read-only: the saved code on a detail page, the server's next code on a create
 * page (a preview from `next_code`, cached by TanStack Query; the server assigns the real one).
 */
export function CodeField({ id, code, preview }: { id: string; code: string | undefined; preview: boolean }) {
  const t = useOrgText();
  return (
    <Form.Item
      label={preview ? t('common.nextCode') : t('common.code')}
      htmlFor={id}
      extra={preview ? t('common.nextCodeHint') : undefined}
    >
      <Input id={id} value={code ?? ''} readOnly disabled />
    </Form.Item>
  );
}
