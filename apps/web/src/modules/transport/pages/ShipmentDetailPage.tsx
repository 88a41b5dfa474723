import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Flex, Steps, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import {
  formatDate,
  formatDateTime,
  labelsIn,
  orderStatusMachine,
  SHIPMENT_ACTION_FROM,
  SHIPMENT_STATUS_LABELS,
  type ShipmentAction,
  type ShipmentDetail,
  type ShipmentStatus,
  type ShipmentStop,
} from '@kenh/contract';
import { confirm, toast, toastClearance } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useIsMobile, useLocale, useLocalePath } from '../../../platform/layout';
import { DetailPage, fill, ReasonDialog, RecordGate, type Crumb } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useShipment, useShipmentAction } from '../api/shipments';
import { recordIdOf } from '../components/record-id';
import { ShipmentStops } from '../components/ShipmentStops';
import { StopProgress } from '../components/StopProgress';
import { ShipmentStatusTag } from '../components/tags';
import { useNumberFormat } from '../components/use-number-format';
import { useTransportTexts, type TransportMessages } from '../locales';
import { driverPath, transportPaths, vehiclePath } from '../paths';

const crumbs = (texts: TransportMessages): Crumb[] => [
  { label: texts.shipments.title, to: transportPaths.home },
];

/** The server's message for each step done (transport.messages.ts), shown as the toast. */
const DONE: Record<ShipmentAction, string> = {
  depart: 'transport.shipment_departed',
  deliver: 'transport.shipment_delivered',
  return: 'transport.shipment_returned',
  cancel: 'transport.shipment_cancelled',
};

/**
 * Delivering or returning a stop runs the order's own `deliver` / `return` (docs/transport.md):
 * whoever lacks the order's code for it would be refused with a 403, which signs the user out, so
 * those buttons show only to whoever may run them (the order's status machine in the contract).
 */
const SETTLE_PERMISSION = {
  deliver: orderStatusMachine.shipping.deliver!.permission,
  return: orderStatusMachine.shipping.return!.permission,
};

/** A step asked with a reason: cancel the shipment, return one stop or every waiting one. */
interface ReasonRequest {
  action: 'cancel' | 'return';
  title: string;
  orderIds?: number[];
}

/**
 * Prepared → on the road → delivered or returned (or cancelled before leaving), each step with its
 * time; the last step reads "Đã giao / Hoàn trả" until the shipment ends.
 */
function ShipmentSteps({ shipment }: { shipment: ShipmentDetail }) {
  const texts = useTransportTexts();
  const locale = useLocale();
  const label = (status: ShipmentStatus) => SHIPMENT_STATUS_LABELS[status][locale];
  const { status } = shipment;
  if (status === 'cancelled')
    return (
      <Steps
        current={1}
        status="error"
        items={[
          { title: label('prepared'), content: formatDateTime(shipment.created_at) },
          { title: label('cancelled'), content: formatDateTime(shipment.finished_at) },
        ]}
      />
    );
  const ended = status === 'delivered' || status === 'returned';
  return (
    <Steps
      current={ended ? 2 : status === 'on_the_road' ? 1 : 0}
      status={ended ? 'finish' : 'process'}
      items={[
        { title: label('prepared'), content: formatDateTime(shipment.created_at) },
        { title: label('on_the_road'), content: formatDateTime(shipment.departed_at) },
        {
          title: ended ? label(status) : texts.shipments.finalStep,
          content: formatDateTime(shipment.finished_at),
        },
      ]}
    />
  );
}

/** Vehicle, driver (a `tel:` link), warehouse, planned day, times, load against the payload. */
function ShipmentFacts({ shipment }: { shipment: ShipmentDetail }) {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const number = useNumberFormat();
  const canVehicles = usePermission('vehicletransport');
  const canDrivers = usePermission('drivertransport');
  const f = texts.shipmentFields;
  const over = shipment.load_kg > shipment.capacity_kg;
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'warehouse', label: f.warehouse_id, children: shipment.warehouse_name },
    {
      key: 'vehicle',
      label: f.vehicle_id,
      children: canVehicles ? (
        <Link to={localePath(vehiclePath(shipment.vehicle_id))}>{shipment.vehicle_plate}</Link>
      ) : (
        shipment.vehicle_plate
      ),
    },
    {
      key: 'driver',
      label: f.driver_id,
      children: (
        <span>
          {canDrivers ? (
            <Link to={localePath(driverPath(shipment.driver_id))}>{shipment.driver_name}</Link>
          ) : (
            shipment.driver_name
          )}{' '}
          · <Typography.Link href={`tel:${shipment.driver_phone}`}>{shipment.driver_phone}</Typography.Link>
        </span>
      ),
    },
    { key: 'planned', label: f.planned_on, children: formatDate(shipment.planned_on) },
    {
      key: 'load',
      label: f.load,
      children: (
        <Typography.Text type={over ? 'danger' : undefined}>
          {fill(texts.shipments.load, {
            load: number(shipment.load_kg),
            capacity: number(shipment.capacity_kg),
          })}
        </Typography.Text>
      ),
    },
    { key: 'progress', label: f.progress, children: <StopProgress shipment={shipment} /> },
    { key: 'departed', label: f.departed_at, children: formatDateTime(shipment.departed_at) || '—' },
    { key: 'finished', label: f.finished_at, children: formatDateTime(shipment.finished_at) || '—' },
    ...(shipment.note ? [{ key: 'note', label: f.note, children: shipment.note }] : []),
  ];
  return <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
}

function ShipmentRecord({ shipment }: { shipment: ShipmentDetail }) {
  const texts = useTransportTexts();
  const locale = useLocale();
  const messageText = useMessageText();
  const mobile = useIsMobile();
  const step = useShipmentAction(shipment.id);
  const [asking, setAsking] = useState<ReasonRequest>();
  const a = texts.shipmentActions;
  const waiting = shipment.stops.filter((s) => s.status === 'waiting');
  const onTheRoad = shipment.status === SHIPMENT_ACTION_FROM.deliver;
  const mayDeliver = usePermission(SETTLE_PERMISSION.deliver) && onTheRoad;
  const mayReturn = usePermission(SETTLE_PERMISSION.return) && onTheRoad;

  /**
   * Sends the step with the version the page shows. A refusal (409: someone moved the shipment
   * first) shows the server's message; the write's invalidation has already reloaded the shipment.
   */
  const run = async (action: ShipmentAction, extra: { orderIds?: number[]; reason?: string } = {}) => {
    try {
      await step.mutateAsync({
        action,
        version: shipment.version,
        ...(extra.orderIds ? { order_ids: extra.orderIds } : {}),
        ...(extra.reason ? { reason: extra.reason } : {}),
      });
      toast.success(messageText(DONE[action]));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(undefined);
    }
  };

  const deliverAll = async () => {
    const sure = await confirm({
      title: fill(a.deliverAllConfirm, { count: waiting.length, code: shipment.code }),
    });
    if (sure) await run('deliver');
  };

  const stopActions = {
    deliverable: mayDeliver,
    returnable: mayReturn,
    busy: step.isPending,
    deliver: (stop: ShipmentStop) => void run('deliver', { orderIds: [stop.order_id] }),
    return: (stop: ShipmentStop) =>
      setAsking({
        action: 'return' as const,
        title: fill(a.returnTitle, { order: stop.order_code }),
        orderIds: [stop.order_id],
      }),
  };

  const buttons: ReactNode[] = [];
  if (shipment.status === SHIPMENT_ACTION_FROM.depart) {
    buttons.push(
      <Button
        key="depart"
        type="primary"
        block={mobile}
        loading={step.isPending}
        onClick={() => void run('depart')}
      >
        {a.depart}
      </Button>,
      <Button
        key="cancel"
        danger
        block={mobile}
        disabled={step.isPending}
        onClick={() => setAsking({ action: 'cancel', title: fill(a.cancelTitle, { code: shipment.code }) })}
      >
        {a.cancel}
      </Button>,
    );
  } else if (waiting.length > 0) {
    if (mayDeliver)
      buttons.push(
        <Button
          key="deliver"
          type="primary"
          block={mobile}
          loading={step.isPending}
          onClick={() => void deliverAll()}
        >
          {a.deliverAll}
        </Button>,
      );
    if (mayReturn)
      buttons.push(
        <Button
          key="return"
          danger
          block={mobile}
          disabled={step.isPending}
          onClick={() =>
            setAsking({
              action: 'return',
              title: fill(a.returnAllTitle, { count: waiting.length, code: shipment.code }),
            })
          }
        >
          {a.returnAll}
        </Button>,
      );
  }
  // On a phone the buttons take the whole width above the facts (kept clear of toasts, as the kit's
  // bars are); on a wide screen they sit beside the title.
  const bar = buttons.length > 0 && (
    <Flex
      gap={8}
      vertical={mobile}
      style={mobile ? { width: '100%', marginBottom: 16 } : undefined}
      {...(mobile ? toastClearance : {})}
    >
      {buttons}
    </Flex>
  );

  return (
    <DetailPage
      title={shipment.code}
      breadcrumbs={crumbs(texts)}
      status={<ShipmentStatusTag status={shipment.status} />}
      actions={mobile ? undefined : bar}
      history={{
        entity: 'shipment',
        id: shipment.id,
        fieldLabels: texts.shipmentFields,
        actionLabels: texts.shipments.history,
        valueLabels: { status: labelsIn(SHIPMENT_STATUS_LABELS, locale) },
      }}
    >
      {mobile && bar}
      <Flex vertical gap={16}>
        <ShipmentSteps shipment={shipment} />
        <ShipmentFacts shipment={shipment} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {texts.shipments.stops}
        </Typography.Title>
        <ShipmentStops stops={shipment.stops} actions={stopActions} />
      </Flex>
      <ReasonDialog
        open={asking !== undefined}
        id="shipment-action-reason"
        maxLength={500}
        busy={step.isPending}
        texts={{
          title: asking?.title ?? '',
          okText: asking?.action === 'cancel' ? a.cancel : a.return,
          cancelText: a.back,
          label: a.reason,
          required: a.reasonRequired,
        }}
        onConfirm={(reason) =>
          asking &&
          void run(asking.action, { reason, ...(asking.orderIds ? { orderIds: asking.orderIds } : {}) })
        }
        onClose={() => setAsking(undefined)}
      />
    </DetailPage>
  );
}

/** /transport/{id}: one shipment, its progress and stops, the steps allowed now, its history. */
export function ShipmentDetailPage() {
  const texts = useTransportTexts();
  const id = recordIdOf(useParams().id);
  const shipment = useShipment(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={shipment}
      title={texts.shipments.title}
      breadcrumbs={crumbs(texts)}
      notFound={texts.shipments.notFound}
      backTo={transportPaths.home}
    >
      {(data) => <ShipmentRecord shipment={data} />}
    </RecordGate>
  );
}
