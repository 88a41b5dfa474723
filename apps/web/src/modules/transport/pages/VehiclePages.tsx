import { Button } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import {
  EXPIRY_STATES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  vehicleFields,
  vehicleListBody,
  type Vehicle,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailPage,
  FormPage,
  ListPage,
  RecordForm,
  RecordGate,
  selectFilter,
  useContractForm,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { useCreateVehicle, useVehicle, useVehicleList, useUpdateVehicle } from '../api/vehicles';
import {
  VehicleFormFields,
  vehicleFormDefaults,
  type VehicleFormValues,
} from '../components/VehicleFormFields';
import { recordIdOf } from '../components/record-id';
import { VehicleStatusTag, ExpiryCell } from '../components/tags';
import { useNumberFormat } from '../components/use-number-format';
import { useRemoveVehicle } from '../components/use-remove';
import { useTransportTexts, type TransportMessages } from '../locales';
import { vehiclePath, transportPaths } from '../paths';

const crumbs = (texts: TransportMessages) => [{ label: texts.home.title, to: transportPaths.home }];
const detailCrumbs = (texts: TransportMessages) => [
  ...crumbs(texts),
  { label: texts.vehicles.title, to: transportPaths.vehicleList },
];

/**
 * /transport/vehicle: vehicles with plate search, type, status and inspection state in the address.
 * `vehicletransport` both reads and changes vehicles (the spec's one code), so whoever sees the list
 * may add, edit and delete.
 */
function VehicleListPage() {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const remove = useRemoveVehicle();
  const url = useUrlQuery(vehicleListBody);
  const list = useVehicleList(url.query);
  const f = texts.vehicleFields;
  const number = useNumberFormat();
  const link = (v: Vehicle) => <Link to={localePath(vehiclePath(v.id))}>{v.plate}</Link>;
  const columns: ListColumn<Vehicle>[] = [
    { key: 'plate', title: f.plate, alwaysVisible: true, inCard: false, noWrap: true, render: link },
    { key: 'type', title: f.type, render: (v) => texts.vehicleTypes[v.type] },
    { key: 'capacity', title: f.capacity_kg, noWrap: true, render: (v) => number(v.capacity_kg) },
    {
      key: 'volume',
      title: f.volume_m3,
      noWrap: true,
      render: (v) => (v.volume_m3 === null ? '' : number(v.volume_m3)),
    },
    {
      key: 'inspection',
      title: f.inspection_expiry,
      render: (v) => <ExpiryCell date={v.inspection_expiry} state={v.inspection_state} />,
    },
    { key: 'status', title: f.status, width: 150, render: (v) => <VehicleStatusTag status={v.status} /> },
  ];
  const rowActions: RowAction<Vehicle>[] = [
    { key: 'open', label: texts.common.open, onClick: (v) => void navigate(localePath(vehiclePath(v.id))) },
    { key: 'delete', label: texts.common.delete, danger: true, onClick: (v) => void remove(v) },
  ];
  return (
    <ListPage
      listId="transport.vehicles"
      title={texts.vehicles.title}
      breadcrumbs={crumbs(texts)}
      url={url}
      result={list}
      columns={columns}
      rowKey={(v) => v.id}
      cardTitle={link}
      searchPlaceholder={texts.vehicles.search}
      filters={[
        selectFilter({
          url,
          field: 'status',
          value: url.query.status,
          label: f.status,
          placeholder: texts.common.allStatuses,
          searchable: false,
          options: VEHICLE_STATUSES.map((s) => ({ value: s, label: texts.vehicleStatuses[s] })),
        }),
        selectFilter({
          url,
          field: 'type',
          value: url.query.type,
          label: f.type,
          placeholder: texts.vehicles.allTypes,
          searchable: false,
          options: VEHICLE_TYPES.map((t) => ({ value: t, label: texts.vehicleTypes[t] })),
        }),
        selectFilter({
          url,
          field: 'inspection_state',
          value: url.query.inspection_state,
          label: f.inspection_state,
          placeholder: texts.vehicles.allInspectionStates,
          searchable: false,
          options: EXPIRY_STATES.map((s) => ({ value: s, label: texts.expiry[s] })),
        }),
      ]}
      rowActions={rowActions}
      emptyText={texts.vehicles.empty}
      actions={
        <Button type="primary" onClick={() => void navigate(localePath(transportPaths.vehicleCreate))}>
          {texts.vehicles.create}
        </Button>
      }
    />
  );
}

/** /transport/vehicle/create-vehicle */
export function VehicleCreatePage() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateVehicle();
  const form = useContractForm<typeof vehicleFields, VehicleFormValues>(vehicleFields, vehicleFormDefaults());
  return (
    <FormPage
      title={texts.vehicles.create}
      breadcrumbs={detailCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const vehicle = await create.mutateAsync(values);
        toast.success(messageText('transport.vehicle_created'));
        void navigate(localePath(vehiclePath(vehicle.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(transportPaths.vehicleList))}
    >
      <VehicleFormFields form={form} />
    </FormPage>
  );
}

function VehicleRecord({ vehicle }: { vehicle: Vehicle }) {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateVehicle(vehicle.id);
  const remove = useRemoveVehicle();
  const toList = () => void navigate(localePath(transportPaths.vehicleList));
  return (
    <DetailPage
      title={vehicle.plate}
      breadcrumbs={detailCrumbs(texts)}
      status={<VehicleStatusTag status={vehicle.status} />}
      actions={
        <Button danger onClick={() => void remove(vehicle).then((deleted) => deleted && toList())}>
          {texts.common.delete}
        </Button>
      }
      history={{
        entity: 'vehicle',
        id: vehicle.id,
        fieldLabels: texts.vehicleFields,
        valueLabels: { status: texts.vehicleStatuses, type: texts.vehicleTypes },
      }}
    >
      <RecordForm<typeof vehicleFields, VehicleFormValues>
        key={vehicle.updated_at}
        schema={vehicleFields}
        defaults={vehicleFormDefaults(vehicle)}
        readOnly={false}
        save={(values) => update.mutateAsync(values)}
        savedMessage={messageText('transport.vehicle_updated')}
        onCancel={toList}
      >
        {(form) => <VehicleFormFields form={form} />}
      </RecordForm>
    </DetailPage>
  );
}

function VehicleDetailPage({ id }: { id: number }) {
  const texts = useTransportTexts();
  const vehicle = useVehicle(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={vehicle}
      title={texts.vehicles.title}
      breadcrumbs={detailCrumbs(texts)}
      notFound={texts.vehicles.notFound}
      backTo={transportPaths.vehicleList}
    >
      {(data) => <VehicleRecord vehicle={data} />}
    </RecordGate>
  );
}

/** `/transport/vehicle/{id?}` (spec): the list without an id, one vehicle with it. */
export function VehiclesPage() {
  const { id } = useParams();
  return id === undefined ? <VehicleListPage /> : <VehicleDetailPage id={recordIdOf(id)} />;
}
