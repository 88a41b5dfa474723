import { roleListQuery } from '@kenh/contract';
import { useUrlQuery } from '../../../platform/pages';
import { useDeleteRole, useRoles } from '../api/access';
import { SetListPage } from '../components/SetListPage';
import { useAccessTexts } from '../locales';
import { rolePath } from '../paths';

/** /settings/role: roles with their system, holders and number of permissions. */
export function RoleListPage() {
  const texts = useAccessTexts();
  const url = useUrlQuery(roleListQuery);
  const roles = useRoles(url.query);
  const remove = useDeleteRole();
  return (
    <SetListPage
      listId="access.roles"
      title={texts.role.title}
      search={texts.role.search}
      createLabel={texts.role.create}
      createPath={rolePath('new')}
      pathOf={rolePath}
      deleteKind={texts.role.deleteKind}
      countTitle={texts.role.accounts}
      countOf={(r) => r.account_count}
      url={url}
      result={roles}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
