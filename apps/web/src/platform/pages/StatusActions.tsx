import { Button, Flex } from 'antd';
import { allowedActions, type StatusMachine } from '@kenh/contract';
import { confirm } from '../feedback/confirm';
import { toastClearance } from '../feedback/toast-clearance';
import { usePermissionCheck } from '../session';

/**
 * The status action bar of a detail page: the buttons the record's status allows the signed-in
 * user, from the module's status machine in the contract. A dangerous step is confirmed first.
 */
export function StatusActions<S extends string, A extends string>({
  machine,
  status,
  labels,
  onAction,
  busy,
}: {
  machine: StatusMachine<S, A>;
  status: S;
  labels: Record<A, string>;
  onAction: (action: A, to: S) => Promise<unknown>;
  busy?: boolean;
}) {
  const can = usePermissionCheck();
  const actions = allowedActions(machine, status, can);
  if (actions.length === 0) return null;
  const run = async (action: A, to: S, danger: boolean) => {
    if (danger && !(await confirm({ title: `${labels[action]}?`, danger: true }))) return;
    await onAction(action, to);
  };
  return (
    <Flex wrap gap={8} {...toastClearance}>
      {actions.map(({ action, transition }) => (
        <Button
          key={action}
          danger={transition.danger}
          loading={busy}
          onClick={() => void run(action, transition.to, transition.danger ?? false)}
        >
          {labels[action]}
        </Button>
      ))}
    </Flex>
  );
}
