import { Timeline, Typography } from 'antd';
import {
  formatDateTime,
  ORDER_EVENT_LABELS,
  ORDER_STATUS_LABELS,
  type OrderEvent,
  type OrderEventKind,
} from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { useOrderTexts } from '../locales';

const COLORS: Partial<Record<OrderEventKind, string>> = {
  approved: 'green',
  step_approved: 'green',
  rejected: 'red',
  approval_reset: 'orange',
  escalated: 'red',
  reminded: 'orange',
};

/**
 * Every event of the order, oldest first: what, the status move and the reason, then when and who
 * beneath — one column, so the side card and a phone give the text their whole width (a time-and-name
 * label beside each event wrapped it into three lines).
 */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  const texts = useOrderTexts();
  const locale = useLocale();
  if (events.length === 0)
    return <Typography.Text type="secondary">{texts.detail.noHistory}</Typography.Text>;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        color: COLORS[event.kind] ?? 'blue',
        content: (
          <div data-event={event.kind}>
            <Typography.Text strong>{ORDER_EVENT_LABELS[event.kind][locale]}</Typography.Text>
            {event.from_status && event.to_status && event.from_status !== event.to_status && (
              <div>
                {fill(texts.detail.statusChange, {
                  from: ORDER_STATUS_LABELS[event.from_status][locale],
                  to: ORDER_STATUS_LABELS[event.to_status][locale],
                })}
              </div>
            )}
            {event.reason && <div>{fill(texts.detail.reason, { reason: event.reason })}</div>}
            <div>
              <Typography.Text type="secondary">
                {[formatDateTime(event.created_at), event.actor_name].filter(Boolean).join(' · ')}
              </Typography.Text>
            </div>
          </div>
        ),
      }))}
    />
  );
}
