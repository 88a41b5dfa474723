import { Tag } from 'antd';
import { useWarehouseTexts } from '../locales';

/** A lot's expiry warnings: red once expired, orange within the near-expiry window. */
export function ExpiryFlags({ nearExpiry, expired }: { nearExpiry: boolean; expired: boolean }) {
  const texts = useWarehouseTexts();
  if (expired) return <Tag color="red">{texts.stock.expired}</Tag>;
  if (nearExpiry) return <Tag color="orange">{texts.stock.nearExpiry}</Tag>;
  return null;
}
