import { useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import {
  allowedActions,
  EDITABLE_PRICE_LIST_STATUSES,
  priceListStatusMachine,
  type PriceList,
  type PriceListAction,
} from '@kenh/contract';
import { useNavigate } from 'react-router';
import { confirm, toast, toastClearance } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { fill } from '../../../platform/pages';
import { usePermissionCheck, useSessionUser } from '../../../platform/session';
import { useClonePriceList, usePriceListStatus, type PriceListStatusBody } from '../api/price-lists';
import { usePriceListTexts } from '../locales';
import { pendingDetailPath, pendingEditPath } from '../paths';
import { ApproveDialog } from './ApproveDialog';
import { isOwnPriceList } from './four-eyes';
import { RejectDialog } from './RejectDialog';

const REVIEW: readonly PriceListAction[] = ['approve', 'reject'];

/** The contract's success message of each action. */
const DONE = {
  submit: 'price-list.submitted',
  withdraw: 'price-list.withdrawn',
  approve: 'price-list.approved',
  reject: 'price-list.rejected',
  cancel: 'price-list.cancelled',
} as const satisfies Record<PriceListAction, string>;

/**
 * The buttons of one price list: the status actions its status allows this user (approve and reject
 * never to its author, last editor or submitter), edit while it is a draft or rejected, and copy.
 * Submit, withdraw, cancel and copy are confirmed; approve may move the effective time; reject asks
 * a reason. Every answer is a toast with the server's words.
 */
export function PriceListActions({ list }: { list: PriceList }) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const can = usePermissionCheck();
  const user = useSessionUser();
  const run = usePriceListStatus(list.id);
  const clone = useClonePriceList(list.id);
  const [asking, setAsking] = useState<'approve' | 'reject'>();

  const own = isOwnPriceList(list, user?.id);
  const actions = allowedActions(priceListStatusMachine, list.status, can).filter(
    ({ action }) => !(own && REVIEW.includes(action)),
  );
  const editable = (EDITABLE_PRICE_LIST_STATUSES as readonly string[]).includes(list.status);
  const canManage = can('pricelistproduct.manage');
  const blockedReview = own && list.status === 'pending' && can('pricelistproduct.approve');

  const perform = async (body: PriceListStatusBody) => {
    try {
      await run.mutateAsync(body);
      toast.success(messageText(DONE[body.action]));
      setAsking(undefined);
    } catch (error) {
      toast.failure(error);
    }
  };

  const onAction = async (action: PriceListAction) => {
    if (action === 'approve' || action === 'reject') return setAsking(action);
    const ok = await confirm({
      title: texts.actions[action],
      content: fill(texts.confirm[action], { name: list.name }),
      danger: action === 'cancel',
    });
    if (ok) await perform({ action });
  };

  const onClone = async () => {
    if (
      !(await confirm({
        title: texts.actions.clone,
        content: fill(texts.confirm.clone, { name: list.name }),
      }))
    )
      return;
    try {
      const copy = await clone.mutateAsync();
      toast.success(messageText('price-list.cloned'));
      void navigate(localePath(pendingDetailPath(copy.id)));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <Flex vertical gap={8} align="flex-end">
      <Flex wrap gap={8} justify="flex-end" {...toastClearance}>
        {editable && canManage && (
          <Button onClick={() => void navigate(localePath(pendingEditPath(list.id)))}>
            {texts.actions.edit}
          </Button>
        )}
        {actions.map(({ action, transition }) => (
          <Button
            key={action}
            type={action === 'approve' || action === 'submit' ? 'primary' : 'default'}
            danger={transition.danger}
            loading={run.isPending && run.variables?.action === action}
            onClick={() => void onAction(action)}
          >
            {texts.actions[action]}
          </Button>
        ))}
        {canManage && (
          <Button loading={clone.isPending} onClick={() => void onClone()}>
            {texts.actions.clone}
          </Button>
        )}
      </Flex>
      {blockedReview && <Alert type="info" showIcon title={texts.approve.fourEyes} />}
      <ApproveDialog
        open={asking === 'approve'}
        name={list.name}
        effectiveFrom={list.effective_from}
        busy={run.isPending}
        onApprove={(effectiveFrom) =>
          void perform({ action: 'approve', ...(effectiveFrom ? { effective_from: effectiveFrom } : {}) })
        }
        onClose={() => setAsking(undefined)}
      />
      <RejectDialog
        open={asking === 'reject'}
        name={list.name}
        busy={run.isPending}
        onReject={(reason) => void perform({ action: 'reject', reason })}
        onClose={() => setAsking(undefined)}
      />
    </Flex>
  );
}
