import { Tag } from 'antd';
import type { PartnerStatus, PartnerType } from '@kenh/contract';
import { usePartnerTexts } from '../locales';

const STATUS_COLORS: Record<PartnerStatus, string> = {
  active: 'green',
  inactive: 'default',
  pending: 'orange',
};

/** Marker and tag colour of each partner type (the map's legend uses the same). */
export const TYPE_COLORS: Record<PartnerType, string> = {
  NPP: '#1565C0',
  NVTT: '#8E24AA',
  CHTH: '#2E7D32',
  CTV: '#EF6C00',
  KH: '#00838F',
};

export function PartnerStatusTag({ status }: { status: PartnerStatus }) {
  const texts = usePartnerTexts();
  return <Tag color={STATUS_COLORS[status]}>{texts.statuses[status]}</Tag>;
}

export function PartnerTypeTag({ type }: { type: PartnerType }) {
  const texts = usePartnerTexts();
  return <Tag color={TYPE_COLORS[type]}>{texts.types[type]}</Tag>;
}
