import { Button, Card, Result, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { OrgUnitNode } from '@kenh/contract';
import { PageLoading, useLocalePath } from '../../../platform/layout';
import { Can, usePermission } from '../../../platform/session';
import { useDeleteOrgUnit, useOrgUnitTree } from '../api/org-units';
import { OrgUnitTree } from '../components/OrgUnitTree';
import { PageShell } from '../components/PageShell';
import { UnitTypesPanel } from '../components/UnitTypesPanel';
import { organizationPaths } from '../paths';
import { useOrgText } from '../texts';
import { useDeleteAction } from '../use-delete-action';

function UnitTreeSection() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const tree = useOrgUnitTree();
  const canManage = usePermission('organizationstaff.manage');
  const remove = useDeleteOrgUnit();
  const deletion = useDeleteAction((id: number) => remove.mutateAsync(id), 'organization.unit_deleted');
  if (tree.isLoading) return <PageLoading />;
  if (tree.isError) return <Result status="error" title={tree.error.message} />;
  return (
    <Card>
      <OrgUnitTree
        nodes={tree.data ?? []}
        canManage={canManage}
        onAddChild={(parent: OrgUnitNode) => void navigate(localise(organizationPaths.unitCreate(parent.id)))}
        onEdit={(unit) => void navigate(localise(organizationPaths.unit(unit.id)))}
        onDelete={(unit) => void deletion.run(unit.id, t('unit.deleteContent', { name: unit.name }))}
      />
    </Card>
  );
}

/**
 * /staff-manager/organization: the unit tree (organizationstaff) and the unit types
 * (organizationstaff or organizationtypestaff), as two tabs.
 */
export function OrganizationPage() {
  const t = useOrgText();
  const navigate = useNavigate();
  const localise = useLocalePath();
  const seesUnits = usePermission('organizationstaff');
  return (
    <PageShell
      title={t('unit.title')}
      actions={
        <Can permission="organizationstaff.manage">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(localise(organizationPaths.unitCreate()))}
          >
            {t('unit.addRoot')}
          </Button>
        </Can>
      }
    >
      <Tabs
        items={[
          ...(seesUnits ? [{ key: 'tree', label: t('unit.treeTab'), children: <UnitTreeSection /> }] : []),
          { key: 'types', label: t('unit.typesTab'), children: <UnitTypesPanel /> },
        ]}
      />
    </PageShell>
  );
}
