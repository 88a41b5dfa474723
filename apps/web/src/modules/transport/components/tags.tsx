import { Tag } from 'antd';
import {
  formatDate,
  SHIPMENT_STATUS_LABELS,
  STOP_STATUS_LABELS,
  type DriverStatus,
  type ExpiryState,
  type ShipmentStatus,
  type StopStatus,
  type TransportOrderStatus,
  type VehicleStatus,
} from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { useTransportTexts } from '../locales';

const EXPIRY_COLORS: Record<ExpiryState, string> = { valid: 'green', expiring: 'orange', expired: 'red' };

/** An expiry date (licence, inspection) with its state; the state is flagged unless still valid. */
export function ExpiryCell({ date, state }: { date: string; state: ExpiryState }) {
  const texts = useTransportTexts();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(date)} {state !== 'valid' && <Tag color={EXPIRY_COLORS[state]}>{texts.expiry[state]}</Tag>}
    </span>
  );
}

export function DriverStatusTag({ status }: { status: DriverStatus }) {
  const texts = useTransportTexts();
  return <Tag color={status === 'active' ? 'green' : 'default'}>{texts.driverStatuses[status]}</Tag>;
}

const VEHICLE_COLORS: Record<VehicleStatus, string> = {
  active: 'green',
  maintenance: 'orange',
  inactive: 'default',
};

export function VehicleStatusTag({ status }: { status: VehicleStatus }) {
  const texts = useTransportTexts();
  return <Tag color={VEHICLE_COLORS[status]}>{texts.vehicleStatuses[status]}</Tag>;
}

const ORDER_COLORS: Record<TransportOrderStatus, string> = {
  pending: 'default',
  picking: 'blue',
  in_transit: 'processing',
  delivered: 'green',
  returning: 'orange',
  returned: 'volcano',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: TransportOrderStatus }) {
  const texts = useTransportTexts();
  return <Tag color={ORDER_COLORS[status]}>{texts.orderStatuses[status]}</Tag>;
}

const SHIPMENT_COLORS: Record<ShipmentStatus, string> = {
  prepared: 'blue',
  on_the_road: 'processing',
  delivered: 'green',
  returned: 'orange',
  cancelled: 'default',
};

/** A shipment's status in the page's language: the contract's own labels (vi and en). */
export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const locale = useLocale();
  return <Tag color={SHIPMENT_COLORS[status]}>{SHIPMENT_STATUS_LABELS[status][locale]}</Tag>;
}

const STOP_COLORS: Record<StopStatus, string> = {
  waiting: 'blue',
  delivered: 'green',
  returned: 'orange',
  cancelled: 'default',
};

export function StopStatusTag({ status }: { status: StopStatus }) {
  const locale = useLocale();
  return <Tag color={STOP_COLORS[status]}>{STOP_STATUS_LABELS[status][locale]}</Tag>;
}
