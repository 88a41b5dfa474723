import { useState } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import {
  ORDER_ACTION_LABELS,
  ORDER_ACTIONS_NEEDING_REASON,
  ORDER_STATUS_LABELS,
  orderStatusMachine,
  type Order,
  type OrderAction,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useChangeOrderStatus, useDuplicateOrder } from '../api/order';
import { useOrderTexts } from '../locales';
import type { OrderDetailLinks } from './order-detail-links';
import { ReasonDialog } from './ReasonDialog';

/**
 * The buttons of an order: the status actions the server allows this user now (`allowed_actions`,
 * which already weighs the approval step, deputies and self-approval), edit when `can_edit`, and
 * duplicate for whoever may order. Reject, cancel and return ask for a reason first.
 */
export function OrderActions({ order, links }: { order: Order; links: OrderDetailLinks }) {
  const texts = useOrderTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canOrder = usePermission(['exporttodistributororder', 'order.manage']);
  const change = useChangeOrderStatus(order.id);
  const duplicate = useDuplicateOrder();
  const [asking, setAsking] = useState<OrderAction>();

  const run = (action: OrderAction, reason?: string) =>
    change.mutate(
      { action, version: order.version, ...(reason ? { reason } : {}) },
      {
        onSuccess: (updated) => {
          setAsking(undefined);
          toast.success(
            fill(texts.detail.statusDone, {
              code: updated.code,
              status: ORDER_STATUS_LABELS[updated.status][locale],
            }),
          );
        },
        onError: (error) => toast.error(error.message),
      },
    );

  const copy = () =>
    duplicate.mutate(order.id, {
      onSuccess: (draft) => {
        toast.success(fill(texts.detail.duplicated, { code: draft.code }));
        void navigate(localePath(links.detail(draft.id)));
      },
      onError: (error) => toast.error(error.message),
    });

  const label = (action: OrderAction) => ORDER_ACTION_LABELS[action][locale];
  const danger = (action: OrderAction) =>
    Boolean(orderStatusMachine[order.status][action]?.danger) ||
    ORDER_ACTIONS_NEEDING_REASON.includes(action);

  return (
    <>
      {order.allowed_actions.map((action) => (
        <Button
          key={action}
          type={action === 'approve' || action === 'submit' ? 'primary' : 'default'}
          danger={danger(action)}
          loading={change.isPending && change.variables.action === action}
          disabled={change.isPending}
          onClick={() => (ORDER_ACTIONS_NEEDING_REASON.includes(action) ? setAsking(action) : run(action))}
        >
          {label(action)}
        </Button>
      ))}
      {order.can_edit && (
        <Button onClick={() => void navigate(localePath(links.edit(order.id)))}>{texts.detail.edit}</Button>
      )}
      {canOrder && (
        <Button loading={duplicate.isPending} onClick={copy}>
          {texts.detail.duplicate}
        </Button>
      )}
      <ReasonDialog
        open={asking !== undefined}
        title={asking ? fill(texts.actions.reasonTitle, { action: label(asking), code: order.code }) : ''}
        okText={asking ? label(asking) : ''}
        busy={change.isPending}
        onConfirm={(reason) => asking && run(asking, reason)}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
