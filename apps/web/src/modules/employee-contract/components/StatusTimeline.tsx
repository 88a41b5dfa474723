import { Empty, Timeline, Typography } from 'antd';
import { formatDateTime, type EmployeeContractDetail } from '@kenh/contract';
import { useContractTexts } from '../texts';
import { StatusTag } from './StatusTag';

/** The contract's status steps with who, when and the reason given (reject, cancel, terminate). */
export function StatusTimeline({ history }: { history: EmployeeContractDetail['history'] }) {
  const tc = useContractTexts();
  if (history.length === 0) return <Empty />;
  return (
    <Timeline
      items={history.map((h) => ({
        key: h.id,
        content: (
          <>
            <Typography.Text strong>{tc(`historyAction.${h.action}`)}</Typography.Text>
            {h.to_status && (
              <>
                {' '}
                <StatusTag status={h.to_status} />
              </>
            )}
            <div>
              <Typography.Text type="secondary">
                {formatDateTime(h.at)} ·{' '}
                {tc('by', { name: h.actor.fullname ?? h.actor.username ?? tc('system') })}
              </Typography.Text>
            </div>
            {h.reason && <div>{h.reason}</div>}
          </>
        ),
      }))}
    />
  );
}
