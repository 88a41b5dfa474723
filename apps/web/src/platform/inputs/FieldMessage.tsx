import type { ReactNode } from 'react';
import { theme } from 'antd';

/** The validation message under a standalone input or select, in the error colour. */
export function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      id={id}
      role="alert"
      className="kenh-field-message"
      style={{
        color: token.colorError,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        marginTop: 4,
      }}
    >
      {children}
    </div>
  );
}
