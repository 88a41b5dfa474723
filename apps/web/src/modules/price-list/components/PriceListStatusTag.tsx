import { Tag } from 'antd';
import type { PriceListStatus } from '@kenh/contract';
import { usePriceListTexts } from '../locales';

const COLORS: Record<PriceListStatus, string> = {
  draft: 'default',
  pending: 'gold',
  rejected: 'volcano',
  approved: 'blue',
  active: 'green',
  replaced: 'purple',
  expired: 'default',
  cancelled: 'default',
};

/** A price list's status as a coloured tag. */
export function PriceListStatusTag({ status }: { status: PriceListStatus }) {
  const texts = usePriceListTexts();
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {texts.statuses[status]}
    </Tag>
  );
}
