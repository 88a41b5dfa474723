import { Button, Card, Result, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { PageLoading, useLocalePath } from '../../../platform/layout';
import { PageHeader } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useOrgUnitTree } from '../api/org-units';
import { OrgUnitTree } from '../components/OrgUnitTree';
import { UnitTypesPanel } from '../components/UnitTypesPanel';
import { useDeleteRecord } from '../components/use-delete-record';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';

function UnitTreeSection() {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const tree = useOrgUnitTree();
  const canManage = usePermission('organizationstaff.manage');
  const remove = useDeleteRecord();
  if (tree.isLoading) return <PageLoading />;
  if (tree.isError) return <Result status="error" title={tree.error.message} />;
  return (
    <Card>
      <OrgUnitTree
        nodes={tree.data ?? []}
        canManage={canManage}
        onAddChild={(parent) => void navigate(localePath(organizationPaths.unitCreate(parent.id)))}
        onEdit={(unit) => void navigate(localePath(organizationPaths.unit(unit.id)))}
        onDelete={(unit) => void remove.unit(unit)}
      />
    </Card>
  );
}

/**
 * /staff-manager/organization: the unit tree (organizationstaff) and the unit types
 * (organizationstaff or organizationtypestaff), as two tabs.
 */
export function OrganizationPage() {
  const texts = useOrgTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const seesUnits = usePermission('organizationstaff');
  const canManage = usePermission('organizationstaff.manage');
  return (
    <>
      <PageHeader
        title={texts.unit.title}
        actions={
          canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(organizationPaths.unitCreate()))}>
              {texts.unit.addRoot}
            </Button>
          )
        }
      />
      <Tabs
        items={[
          ...(seesUnits ? [{ key: 'tree', label: texts.unit.treeTab, children: <UnitTreeSection /> }] : []),
          { key: 'types', label: texts.unit.typesTab, children: <UnitTypesPanel /> },
        ]}
      />
    </>
  );
}
