import { Tag } from 'antd';
import type { ProductStatus } from '@kenh/contract';
import { useProductTexts } from '../locales';

export function ProductStatusTag({ status }: { status: ProductStatus }) {
  const texts = useProductTexts();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{texts.statuses[status]}</Tag>;
}

/** "Đang dùng" / "Ngừng dùng" of units and categories. */
export function ActiveTag({ active }: { active: boolean }) {
  const texts = useProductTexts();
  return (
    <Tag color={active ? 'green' : 'default'}>{active ? texts.active.active : texts.active.inactive}</Tag>
  );
}
