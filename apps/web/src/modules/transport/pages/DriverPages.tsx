import { Button } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import {
  DRIVER_STATUSES,
  driverFields,
  driverListBody,
  EXPIRY_STATES,
  LICENCE_CLASSES,
  type Driver,
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
import { useCreateDriver, useDriver, useDriverList, useUpdateDriver } from '../api/drivers';
import { DriverFormFields, driverFormDefaults, type DriverFormValues } from '../components/DriverFormFields';
import { recordIdOf } from '../components/record-id';
import { DriverStatusTag, ExpiryCell } from '../components/tags';
import { useRemoveDriver } from '../components/use-remove';
import { useTransportTexts, type TransportMessages } from '../locales';
import { driverPath, transportPaths } from '../paths';

const crumbs = (texts: TransportMessages) => [{ label: texts.home.title, to: transportPaths.home }];
const detailCrumbs = (texts: TransportMessages) => [
  ...crumbs(texts),
  { label: texts.drivers.title, to: transportPaths.driverList },
];

/**
 * /transport/driver: drivers with search, status, licence class and licence state in the address.
 * `drivertransport` both reads and changes drivers (the spec's one code), so whoever sees the list
 * may add, edit and delete.
 */
function DriverListPage() {
  const texts = useTransportTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const remove = useRemoveDriver();
  const url = useUrlQuery(driverListBody);
  const list = useDriverList(url.query);
  const f = texts.driverFields;
  const link = (d: Driver) => <Link to={localePath(driverPath(d.id))}>{d.full_name}</Link>;
  const columns: ListColumn<Driver>[] = [
    { key: 'name', title: f.full_name, alwaysVisible: true, inCard: false, render: link },
    { key: 'phone', title: f.phone, noWrap: true, render: (d) => d.phone },
    { key: 'licence', title: f.licence_number, noWrap: true, render: (d) => d.licence_number },
    { key: 'class', title: f.licence_class, width: 110, render: (d) => d.licence_class },
    {
      key: 'expiry',
      title: f.licence_expiry,
      render: (d) => <ExpiryCell date={d.licence_expiry} state={d.licence_state} />,
    },
    { key: 'status', title: f.status, width: 150, render: (d) => <DriverStatusTag status={d.status} /> },
  ];
  const rowActions: RowAction<Driver>[] = [
    { key: 'open', label: texts.common.open, onClick: (d) => void navigate(localePath(driverPath(d.id))) },
    { key: 'delete', label: texts.common.delete, danger: true, onClick: (d) => void remove(d) },
  ];
  return (
    <ListPage
      listId="transport.drivers"
      title={texts.drivers.title}
      breadcrumbs={crumbs(texts)}
      url={url}
      result={list}
      columns={columns}
      rowKey={(d) => d.id}
      cardTitle={link}
      searchPlaceholder={texts.drivers.search}
      filters={[
        selectFilter({
          url,
          field: 'status',
          value: url.query.status,
          label: f.status,
          placeholder: texts.common.allStatuses,
          searchable: false,
          options: DRIVER_STATUSES.map((s) => ({ value: s, label: texts.driverStatuses[s] })),
        }),
        selectFilter({
          url,
          field: 'licence_class',
          value: url.query.licence_class,
          label: f.licence_class,
          placeholder: texts.drivers.allClasses,
          options: LICENCE_CLASSES.map((c) => ({ value: c, label: c })),
        }),
        selectFilter({
          url,
          field: 'licence_state',
          value: url.query.licence_state,
          label: f.licence_state,
          placeholder: texts.drivers.allLicenceStates,
          searchable: false,
          options: EXPIRY_STATES.map((s) => ({ value: s, label: texts.expiry[s] })),
        }),
      ]}
      rowActions={rowActions}
      emptyText={texts.drivers.empty}
      actions={
        <Button type="primary" onClick={() => void navigate(localePath(transportPaths.driverCreate))}>
          {texts.drivers.create}
        </Button>
      }
    />
  );
}

/** /transport/driver/create-driver */
export function DriverCreatePage() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateDriver();
  const form = useContractForm<typeof driverFields, DriverFormValues>(driverFields, driverFormDefaults());
  return (
    <FormPage
      title={texts.drivers.create}
      breadcrumbs={detailCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const driver = await create.mutateAsync(values);
        toast.success(messageText('transport.driver_created'));
        void navigate(localePath(driverPath(driver.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(transportPaths.driverList))}
    >
      <DriverFormFields form={form} />
    </FormPage>
  );
}

function DriverRecord({ driver }: { driver: Driver }) {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateDriver(driver.id);
  const remove = useRemoveDriver();
  const toList = () => void navigate(localePath(transportPaths.driverList));
  return (
    <DetailPage
      title={driver.full_name}
      breadcrumbs={detailCrumbs(texts)}
      status={<DriverStatusTag status={driver.status} />}
      actions={
        <Button danger onClick={() => void remove(driver).then((deleted) => deleted && toList())}>
          {texts.common.delete}
        </Button>
      }
      history={{
        entity: 'driver',
        id: driver.id,
        fieldLabels: texts.driverFields,
        valueLabels: { status: texts.driverStatuses },
      }}
    >
      <RecordForm<typeof driverFields, DriverFormValues>
        key={driver.updated_at}
        schema={driverFields}
        defaults={driverFormDefaults(driver)}
        readOnly={false}
        save={(values) => update.mutateAsync(values)}
        savedMessage={messageText('transport.driver_updated')}
        onCancel={toList}
      >
        {(form) => <DriverFormFields form={form} driver={driver} />}
      </RecordForm>
    </DetailPage>
  );
}

function DriverDetailPage({ id }: { id: number }) {
  const texts = useTransportTexts();
  const driver = useDriver(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={driver}
      title={texts.drivers.title}
      breadcrumbs={detailCrumbs(texts)}
      notFound={texts.drivers.notFound}
      backTo={transportPaths.driverList}
    >
      {(data) => <DriverRecord driver={data} />}
    </RecordGate>
  );
}

/** `/transport/driver/{id?}` (spec): the list without an id, one driver with it. */
export function DriversPage() {
  const { id } = useParams();
  return id === undefined ? <DriverListPage /> : <DriverDetailPage id={recordIdOf(id)} />;
}
