import { CarOutlined, IdcardOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  formatDate,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
  shipmentListBody,
  type Shipment,
  type ShipmentListQuery,
} from '@kenh/contract';
import { useIsMobile, useLocale, useLocalePath } from '../../../platform/layout';
import {
  fill,
  ListPage,
  dateFilter,
  selectFilter,
  useUrlQuery,
  type ListColumn,
  type ListFilter,
  type RowAction,
  type UrlQuery,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useShipmentList, useWarehouseOptions } from '../api/shipments';
import { FleetLanding } from '../components/FleetLanding';
import { StopProgress } from '../components/StopProgress';
import { ShipmentStatusTag } from '../components/tags';
import { useNumberFormat } from '../components/use-number-format';
import { useTransportTexts } from '../locales';
import { shipmentPath, transportPaths } from '../paths';

/** Who may read the shipments list (the endpoint's codes). */
const LIST_CODES = ['shipmentstransport', 'drivertransport'] as const;

/**
 * The page's buttons: a new shipment for `shipmentstransport`, and the ways to the drivers, the
 * vehicles and the partner's orders for those who may open them — on a phone the bottom bar's
 * transport slot opens this page, so it is how drivers and vehicles are reached there.
 */
function TransportLinks() {
  const texts = useTransportTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const canShip = usePermission('shipmentstransport');
  const canDrivers = usePermission('drivertransport');
  const canVehicles = usePermission('vehicletransport');
  const go = (path: string) => () => void navigate(localePath(path));
  return (
    <Flex wrap gap={8} style={mobile ? { width: '100%' } : undefined}>
      {canShip && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          block={mobile}
          onClick={go(transportPaths.shipmentCreate)}
        >
          {texts.shipments.create}
        </Button>
      )}
      {canDrivers && (
        <Button icon={<IdcardOutlined aria-hidden />} onClick={go(transportPaths.driverList)}>
          {texts.home.drivers}
        </Button>
      )}
      {canVehicles && (
        <Button icon={<CarOutlined aria-hidden />} onClick={go(transportPaths.vehicleList)}>
          {texts.home.vehicles}
        </Button>
      )}
      {canShip && (
        <Button icon={<SendOutlined aria-hidden />} onClick={go(transportPaths.transportOrders)}>
          {texts.home.orders}
        </Button>
      )}
    </Flex>
  );
}

/** Status, warehouse and the planned days, each a field of the list's body kept in the address. */
function useShipmentFilters(url: UrlQuery<ShipmentListQuery>): ListFilter[] {
  const texts = useTransportTexts();
  const locale = useLocale();
  const warehouses = useWarehouseOptions();
  const { from, to, warehouse_id: warehouseId } = url.query;
  const f = texts.shipmentFields;
  return [
    selectFilter({
      url,
      field: 'status',
      value: url.query.status,
      label: f.status,
      placeholder: texts.shipments.allStatuses,
      searchable: false,
      options: SHIPMENT_STATUSES.map((s) => ({ value: s, label: SHIPMENT_STATUS_LABELS[s][locale] })),
    }),
    selectFilter<number>({
      url,
      field: 'warehouse_id',
      value: warehouseId,
      label: f.warehouse_id,
      placeholder: texts.shipments.allWarehouses,
      options: (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name}` })),
    }),
    dateFilter({ url, field: 'from', value: from, label: texts.shipments.from, max: to }),
    dateFilter({ url, field: 'to', value: to, label: texts.shipments.to, min: from }),
  ];
}

/**
 * The shipments: search (code, plate, driver), status, warehouse and planned days in the address,
 * each row with its vehicle, driver, load against the payload and how many stops are settled.
 * Rows open the shipment for `shipmentstransport` (the detail's code); a driver keeper
 * (`drivertransport` alone) reads the list without opening one.
 */
function ShipmentListPage() {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const number = useNumberFormat();
  const canOpen = usePermission('shipmentstransport');
  const url = useUrlQuery(shipmentListBody);
  const list = useShipmentList(url.query);
  const filters = useShipmentFilters(url);
  const f = texts.shipmentFields;
  const code = (s: Shipment) =>
    canOpen ? <Link to={localePath(shipmentPath(s.id))}>{s.code}</Link> : s.code;
  const columns: ListColumn<Shipment>[] = [
    { key: 'code', title: f.code, alwaysVisible: true, inCard: false, noWrap: true, render: code },
    { key: 'planned', title: f.planned_on, noWrap: true, render: (s) => formatDate(s.planned_on) },
    { key: 'warehouse', title: f.warehouse_id, render: (s) => s.warehouse_name },
    { key: 'vehicle', title: f.vehicle_id, noWrap: true, render: (s) => s.vehicle_plate },
    {
      key: 'driver',
      title: f.driver_id,
      render: (s) => (
        <span>
          {s.driver_name}
          <br />
          <Typography.Link href={`tel:${s.driver_phone}`} type="secondary">
            {s.driver_phone}
          </Typography.Link>
        </span>
      ),
    },
    {
      key: 'load',
      title: f.load,
      noWrap: true,
      render: (s) => fill(texts.shipments.load, { load: number(s.load_kg), capacity: number(s.capacity_kg) }),
    },
    { key: 'progress', title: f.progress, render: (s) => <StopProgress shipment={s} /> },
    {
      key: 'status',
      title: f.status,
      width: 150,
      inCard: false,
      render: (s) => <ShipmentStatusTag status={s.status} />,
    },
  ];
  const rowActions: RowAction<Shipment>[] = [
    {
      key: 'open',
      label: texts.shipments.open,
      onClick: (s) => void navigate(localePath(shipmentPath(s.id))),
    },
  ];
  return (
    <ListPage
      listId="transport.shipments"
      title={texts.shipments.title}
      url={url}
      result={list}
      columns={columns}
      rowKey={(s) => s.id}
      cardTitle={(s) => (
        <Flex gap={8} align="center" wrap>
          {code(s)}
          <ShipmentStatusTag status={s.status} />
        </Flex>
      )}
      searchPlaceholder={texts.shipments.search}
      filters={filters}
      {...(canOpen ? { rowActions } : {})}
      emptyText={texts.shipments.empty}
      actions={<TransportLinks />}
    />
  );
}

/**
 * /transport — the bottom bar's transport slot (any of the three transport codes). Whoever may
 * read shipments gets their list; a vehicle keeper (`vehicletransport` alone) the fleet's landing.
 */
export function TransportPage() {
  const mayList = usePermission(LIST_CODES);
  return mayList ? <ShipmentListPage /> : <FleetLanding />;
}
