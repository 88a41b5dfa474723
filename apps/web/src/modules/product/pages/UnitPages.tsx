import { Button } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { unitFields, unitListQuery, type Unit } from '@kenh/contract';
import { confirmDelete, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  activeFilter,
  DetailPage,
  FormPage,
  ListPage,
  RecordForm,
  RecordGate,
  useContractForm,
  useUrlQuery,
  type ListColumn,
  type RowAction,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useCreateUnit, useDeleteUnit, useUnit, useUnitList, useUpdateUnit } from '../api/units';
import { idParamOf } from '../components/id-param';
import { ActiveTag } from '../components/ProductStatusTag';
import { UnitFormFields, unitFormDefaults, type UnitFormValues } from '../components/UnitFormFields';
import { useProductTexts, type ProductMessages } from '../locales';
import { productPaths, unitPath } from '../paths';

const crumbs = (texts: ProductMessages) => [{ label: texts.home.title, to: productPaths.home }];
const detailCrumbs = (texts: ProductMessages) => [
  ...crumbs(texts),
  { label: texts.units.title, to: productPaths.units },
];

function useRemoveUnit() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const remove = useDeleteUnit();
  return (unit: Pick<Unit, 'id' | 'name'>) =>
    confirmDelete({
      kind: texts.kinds.unit,
      name: unit.name,
      remove: () => remove.mutateAsync(unit.id),
      done: messageText('product.unit_deleted'),
    });
}

/** "1 thùng = 24 lon; 1 thùng = 4 lốc". */
function conversionsText(unit: Unit, template: string): string {
  return unit.conversions
    .map((c) =>
      template
        .replace('{{unit}}', unit.name)
        .replace('{{quantity}}', String(c.quantity))
        .replace('{{inner}}', c.inner_unit_name),
    )
    .join('; ');
}

/** /product/unit: units with their conversions. */
export function UnitListPage() {
  const texts = useProductTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission('unitproduct.manage');
  const remove = useRemoveUnit();
  const url = useUrlQuery(unitListQuery);
  const units = useUnitList(url.query);
  const link = (u: Unit) => <Link to={localePath(unitPath(u.id))}>{u.name}</Link>;
  const columns: ListColumn<Unit>[] = [
    { key: 'code', title: texts.units.code, noWrap: true, render: (u) => u.code },
    { key: 'name', title: texts.units.name, alwaysVisible: true, inCard: false, render: link },
    {
      key: 'conversions',
      title: texts.units.conversions,
      render: (u) => conversionsText(u, texts.units.conversion),
    },
    {
      key: 'active',
      title: texts.common.status,
      width: 140,
      render: (u) => <ActiveTag active={u.is_active} />,
    },
  ];
  const rowActions: RowAction<Unit>[] = [
    { key: 'open', label: texts.common.open, onClick: (u) => void navigate(localePath(unitPath(u.id))) },
    {
      key: 'delete',
      label: texts.common.delete,
      danger: true,
      visible: () => canManage,
      onClick: (u) => void remove(u),
    },
  ];
  return (
    <ListPage
      listId="product.units"
      title={texts.units.title}
      breadcrumbs={crumbs(texts)}
      url={url}
      result={units}
      columns={columns}
      rowKey={(u) => u.id}
      cardTitle={(u) => (
        <span>
          {u.code} · {link(u)}
        </span>
      )}
      searchPlaceholder={texts.units.search}
      filters={[
        activeFilter(url, {
          status: texts.common.status,
          allStatuses: texts.common.allStatuses,
          active: texts.active.active,
          inactive: texts.active.inactive,
        }),
      ]}
      rowActions={rowActions}
      emptyText={texts.units.empty}
      actions={
        canManage && (
          <Button type="primary" onClick={() => void navigate(localePath(productPaths.unitCreate))}>
            {texts.units.create}
          </Button>
        )
      }
    />
  );
}

/** /product/unit/create */
export function UnitCreatePage() {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateUnit();
  const form = useContractForm<typeof unitFields, UnitFormValues>(unitFields, unitFormDefaults());
  return (
    <FormPage
      title={texts.units.createTitle}
      breadcrumbs={detailCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const unit = await create.mutateAsync(values);
        toast.success(messageText('product.unit_created'));
        void navigate(localePath(unitPath(unit.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(productPaths.units))}
    >
      <UnitFormFields form={form} readOnly={false} />
    </FormPage>
  );
}

function UnitRecord({ unit }: { unit: Unit }) {
  const texts = useProductTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('unitproduct.manage');
  const update = useUpdateUnit(unit.id);
  const remove = useRemoveUnit();
  const toList = () => void navigate(localePath(productPaths.units));
  return (
    <DetailPage
      title={unit.name}
      breadcrumbs={detailCrumbs(texts)}
      status={<ActiveTag active={unit.is_active} />}
      actions={
        canManage && (
          <Button danger onClick={() => void remove(unit).then((deleted) => deleted && toList())}>
            {texts.common.delete}
          </Button>
        )
      }
      history={{
        entity: 'unit',
        id: unit.id,
        fieldLabels: {
          code: texts.units.code,
          name: texts.units.name,
          note: texts.units.note,
          is_active: texts.units.active,
          conversions: texts.units.conversions,
        },
      }}
    >
      <RecordForm<typeof unitFields, UnitFormValues>
        key={unit.updated_at}
        schema={unitFields}
        defaults={unitFormDefaults(unit)}
        readOnly={!canManage}
        save={(values) => update.mutateAsync(values)}
        savedMessage={messageText('product.unit_updated')}
        onCancel={toList}
      >
        {(form) => <UnitFormFields form={form} unitId={unit.id} readOnly={!canManage} />}
      </RecordForm>
    </DetailPage>
  );
}

/** /product/unit/{id}: the unit and its conversions, editable for managers, with its history. */
export function UnitDetailPage() {
  const texts = useProductTexts();
  const id = idParamOf(useParams().id);
  const unit = useUnit(id > 0 ? id : undefined);
  return (
    <RecordGate
      query={unit}
      title={texts.units.title}
      breadcrumbs={detailCrumbs(texts)}
      notFound={texts.units.notFound}
      backTo={productPaths.units}
    >
      {(data) => <UnitRecord unit={data} />}
    </RecordGate>
  );
}
