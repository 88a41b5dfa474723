import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '@kenh/contract';
import { renderShell } from '../../../platform/layout/shell-test-utils';
import { OrderHistory } from './OrderHistory';

const event = (patch: Partial<OrderEvent>): OrderEvent => ({
  id: 1,
  kind: 'created',
  from_status: null,
  to_status: 'draft',
  step_position: null,
  actor_id: 7,
  actor_name: 'Tạp hóa Võ Minh Lan',
  reason: null,
  created_at: '2025-12-01T03:52:00.000Z',
  ...patch,
});

describe('OrderHistory', () => {
  it('shows each event with its status move and reason, then when and who beneath it, in one column', () => {
    renderShell(
      <OrderHistory
        events={[
          event({ id: 1 }),
          event({
            id: 2,
            kind: 'rejected',
            from_status: 'pending',
            to_status: 'rejected',
            actor_name: 'Phạm Hoàng Dũng',
            reason: 'Sai giá',
            created_at: '2025-12-01T05:02:00.000Z',
          }),
        ]}
      />,
    );
    const rejected = screen.getByText('Phạm Hoàng Dũng', { exact: false }).closest('[data-event]');
    expect(rejected?.getAttribute('data-event')).toBe('rejected');
    expect(rejected?.textContent).toContain('Chờ duyệt → Bị từ chối');
    expect(rejected?.textContent).toContain('Sai giá');
    expect(rejected?.textContent?.endsWith('01/12/2025 12:02 · Phạm Hoàng Dũng')).toBe(true);
    const created = screen.getByText('01/12/2025 10:52 · Tạp hóa Võ Minh Lan').closest('[data-event]');
    expect(created?.getAttribute('data-event')).toBe('created');
  });

  it('names no one for an event the system made', () => {
    renderShell(<OrderHistory events={[event({ kind: 'approved', actor_id: null, actor_name: null })]} />, {
      locale: 'en',
    });
    expect(screen.getByText('01/12/2025 10:52').closest('[data-event]')?.textContent).toMatch(
      /^Order approved/,
    );
  });
});
