import { Button, Result } from 'antd';
import { isApiError } from '../../../platform/api';
import { useTransportTexts } from '../locales';

/**
 * What the partner's screens show instead of data when the server could not read it: the server's
 * own message says why (not configured, token refused, partner error, unreachable). A connection
 * that is not configured or a refusal (422) is a warning; the partner being unreachable (500) an
 * error, with a retry.
 */
export function PartnerFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const texts = useTransportTexts();
  const refused = isApiError(error) && error.code === 422;
  return (
    <Result
      status={refused ? 'warning' : 'error'}
      title={texts.orders.failed}
      subTitle={error.message}
      extra={
        !refused && (
          <Button type="primary" onClick={onRetry}>
            {texts.orders.retry}
          </Button>
        )
      }
    />
  );
}
