import { useState } from 'react';
import { Button, Space } from 'antd';
import {
  allowedActions,
  EMPLOYEE_CONTRACT_ACTION_INPUTS,
  employeeContractStatusMachine,
  type EmployeeContractAction,
  type EmployeeContractStatus,
} from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { usePermissionCheck } from '../../../platform/session';
import { useContractAction } from '../api/contracts';
import { useContractTexts } from '../texts';
import { ReasonDialog, type ReasonResult } from './ReasonDialog';

type ReasonAction = 'reject' | 'terminate' | 'cancel';

/**
 * The status buttons of one contract: the actions the contract's status machine allows from its
 * status to the user's permissions (dangerous ones in red). Submit, approve and activate ask for confirmation; reject, cancel
 * and terminate ask for a reason (terminate also for the last working day). The result is a toast
 * with the server's wording (success) or message (failure, e.g. another active contract).
 */
export function ContractActions({
  contract,
}: {
  contract: { id: number; code: string; status: EmployeeContractStatus };
}) {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const allowed = usePermissionCheck();
  const run = useContractAction(contract.id);
  const [asking, setAsking] = useState<ReasonAction>();

  const actions = allowedActions(employeeContractStatusMachine, contract.status, (code) => allowed(code));
  if (actions.length === 0) return null;

  const perform = async (action: EmployeeContractAction, extra: Partial<ReasonResult> = {}) => {
    try {
      await run.mutateAsync({ action, ...extra });
      toast.success(messageText(`employee_contract.done.${action}`));
      setAsking(undefined);
    } catch (error) {
      toast.failure(error);
    }
  };

  const onClick = async (action: EmployeeContractAction) => {
    if (EMPLOYEE_CONTRACT_ACTION_INPUTS[action].reason) {
      setAsking(action as ReasonAction);
      return;
    }
    const key = action as 'submit' | 'approve' | 'activate';
    if (
      await confirm({ title: tc(`actions.${key}`), content: tc(`confirm.${key}`, { code: contract.code }) })
    ) {
      await perform(action);
    }
  };

  return (
    <>
      <Space wrap>
        {actions.map(({ action, transition }) => (
          <Button
            key={action}
            type={transition.danger ? 'default' : 'primary'}
            danger={transition.danger}
            loading={run.isPending && run.variables?.action === action}
            onClick={() => void onClick(action)}
          >
            {tc(`actions.${action}`)}
          </Button>
        ))}
      </Space>
      <ReasonDialog
        open={asking !== undefined}
        title={asking ? tc(`reasonTitle.${asking}`, { code: contract.code }) : ''}
        withEndDate={asking === 'terminate'}
        busy={run.isPending}
        onSubmit={(result) => asking && void perform(asking, result)}
        onClose={() => setAsking(undefined)}
      />
    </>
  );
}
