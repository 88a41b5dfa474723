import { Typography } from 'antd';
import type { FieldError } from 'react-hook-form';
import { useMessageText } from '../../../platform/i18n';

/** The refusal of the lines as a whole ("at least one line", "too many lines"). */
export function LinesError({ error }: { error: { message?: string; root?: FieldError } | undefined }) {
  const message = useMessageText();
  const text = error?.message ?? error?.root?.message;
  return text ? (
    <Typography.Text type="danger" role="alert">
      {message(text)}
    </Typography.Text>
  ) : null;
}
