import { Form, Input } from 'antd';
import { useOrgTexts } from '../locales';

/**
 * The record's code, read-only: the saved code on a detail page, the server's next code on a create
 * page (a preview from `next_code`, cached by TanStack Query; the server assigns the real one).
 */
export function CodeField({ id, code, preview }: { id: string; code: string | undefined; preview: boolean }) {
  const texts = useOrgTexts();
  return (
    <Form.Item
      label={preview ? texts.common.nextCode : texts.common.code}
      htmlFor={id}
      extra={preview ? texts.common.nextCodeHint : undefined}
    >
      <Input id={id} value={code ?? ''} readOnly disabled />
    </Form.Item>
  );
}
