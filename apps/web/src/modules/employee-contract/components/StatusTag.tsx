import { Tag } from 'antd';
import type { EmployeeContractStatus } from '@kenh/contract';
import { useContractTexts } from '../texts';

export const STATUS_COLORS: Record<EmployeeContractStatus, string> = {
  draft: 'default',
  pending: 'gold',
  approved: 'blue',
  active: 'green',
  terminated: 'volcano',
  expired: 'magenta',
  cancelled: 'default',
};

/** A contract's (effective) status as a coloured tag. */
export function StatusTag({ status }: { status: EmployeeContractStatus }) {
  const tc = useContractTexts();
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {tc(`status.${status}`)}
    </Tag>
  );
}
