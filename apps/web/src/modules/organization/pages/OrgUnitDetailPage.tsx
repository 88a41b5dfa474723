import { Tag } from 'antd';
import { useParams } from 'react-router';
import { orgUnitBody, type OrgUnit } from '@kenh/contract';
import { useOrgUnit, useUpdateOrgUnit } from '../api/org-units';
import { OrgRecordDetail, type OrgRecordKind } from '../components/OrgRecordDetail';
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

const unit: OrgRecordKind<OrgUnit, typeof orgUnitBody, OrgUnitFormValues> = {
  schema: orgUnitBody,
  defaults: orgUnitFormDefaults,
  // Moving the unit is changing its parent.
  fields: (form, record) => <OrgUnitFields control={form.control} unit={record} />,
  useRecord: useOrgUnit,
  useUpdate: useUpdateOrgUnit,
  updatedMessage: 'organization.unit_updated',
  permission: 'organizationstaff.manage',
  listPath: organizationPaths.organization,
};

/** /staff-manager/organization/:id — the unit's fields, its history; delete. */
export function OrgUnitDetailPage() {
  const texts = useOrgTexts();
  const remove = useDeleteRecord();
  return (
    <OrgRecordDetail
      kind={unit}
      id={recordId(useParams().id)}
      title={texts.unit.title}
      notFound={texts.unit.notFound}
      crumbs={unitCrumbs(texts)}
      status={(u) => <Tag color="blue">{u.type.name}</Tag>}
      remove={remove.unit}
      history={{ entity: 'org_unit', fieldLabels: fieldLabels(texts) }}
    />
  );
}
