import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { FieldError } from 'react-hook-form';
import { useMessageText } from '../i18n/contract-messages';

/**
 * A labelled form row whose error is a contract message key (`validation.required`) or a text the
 * server already localised; shown in the page's language. Use inside `<Form layout="vertical">`.
 */
export function FieldItem({
  label,
  htmlFor,
  error,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error: FieldError | undefined;
  children: ReactNode;
}) {
  const messageText = useMessageText();
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={error ? 'error' : undefined}
      help={error?.message ? messageText(error.message) : undefined}
    >
      {children}
    </Form.Item>
  );
}
