import { Button, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { orgUnitBody, type OrgTreeOption, type OrgUnit } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailLoading,
  DetailNotFound,
  DetailPage,
  FormBody,
  useContractForm,
} from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useOfficeOptions } from '../api/offices';
import { useOrgUnit, useOrgUnitOptions, useOrgUnitTypes, useUpdateOrgUnit } from '../api/org-units';
import { OrgUnitFields, orgUnitFormDefaults, type OrgUnitFormValues } from '../components/OrgUnitFields';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts, type OrganizationMessages } from '../locales';
import { organizationPaths } from '../paths';
import { recordId, unitCrumbs } from './page-parts';

/** Labels of the audited unit fields, for the history tab. */
const fieldLabels = (texts: OrganizationMessages) => ({
  code: texts.common.code,
  name: texts.unit.name,
  type_id: texts.unit.type,
  parent_id: texts.unit.parent,
  manager_id: texts.unit.manager,
  office_id: texts.unit.office,
  sort_order: texts.unit.sortOrder,
  description: texts.common.description,
});

function unitNames(options: readonly OrgTreeOption[], into = new Map<number, string>()) {
  for (const o of options) {
    into.set(o.value, o.label);
    unitNames(o.children, into);
  }
  return into;
}

/**
 * The history tab's names for the type, parent unit and office ids, from the cached dropdowns; an
 * id no longer listed (deleted, inactive) shows as the id.
 */
function useHistoryNames() {
  const types = useOrgUnitTypes();
  const units = useOrgUnitOptions();
  const offices = useOfficeOptions();
  const names: Record<string, Map<unknown, string>> = {
    type_id: new Map((types.data ?? []).map((t) => [t.id, t.name])),
    parent_id: unitNames(units.data ?? []),
    office_id: new Map((offices.data ?? []).map((o) => [o.value, o.label])),
  };
  return (field: string, value: unknown) => names[field]?.get(value);
}

/** The unit's fields (moving it is changing its parent), editable with `organizationstaff.manage`. */
function OrgUnitInfo({ unit, editable }: { unit: OrgUnit; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdateOrgUnit(unit.id);
  const form = useContractForm<typeof orgUnitBody, OrgUnitFormValues>(orgUnitBody, orgUnitFormDefaults(unit));
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('organization.unit_updated'));
      }}
      onCancel={() => void navigate(localePath(organizationPaths.organization))}
    >
      <OrgUnitFields control={form.control} unit={unit} />
    </FormBody>
  );
}

/** /staff-manager/organization/:id — the unit's fields, its history; delete. */
export function OrgUnitDetailPage() {
  const texts = useOrgTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('organizationstaff.manage');
  const remove = useDeleteRecord();
  const historyName = useHistoryNames();
  const id = recordId(useParams().id);
  const unit = useOrgUnit(id > 0 ? id : undefined);
  const crumbs = unitCrumbs(texts);
  const toTree = () => void navigate(localePath(organizationPaths.organization));
  if (id > 0 && unit.isLoading) return <DetailLoading title={texts.unit.title} breadcrumbs={crumbs} />;
  if (!unit.data) {
    return (
      <DetailNotFound
        message={unit.error?.message ?? texts.unit.notFound}
        breadcrumbs={crumbs}
        onBack={toTree}
      />
    );
  }
  const data = unit.data;
  return (
    <DetailPage
      title={data.name}
      breadcrumbs={crumbs}
      status={<Tag color="blue">{data.type.name}</Tag>}
      actions={
        canManage && (
          <Button danger onClick={() => void remove.unit(data).then((gone) => gone && toTree())}>
            {texts.common.delete}
          </Button>
        )
      }
      history={{ entity: 'org_unit', id, fieldLabels: fieldLabels(texts), formatValue: historyName }}
    >
      <OrgUnitInfo key={data.updated_at} unit={data} editable={canManage} />
    </DetailPage>
  );
}
