import { userGroupListQuery } from '@kenh/contract';
import { useUrlQuery } from '../../../platform/pages';
import { useDeleteUserGroup, useUserGroups } from '../api/access';
import { SetListPage } from '../components/SetListPage';
import { useAccessTexts } from '../locales';
import { accessPaths, groupPath } from '../paths';

/** /settings/user-group: user groups with their system, members and number of permissions. */
export function UserGroupListPage() {
  const texts = useAccessTexts();
  const url = useUrlQuery(userGroupListQuery);
  const groups = useUserGroups(url.query);
  const remove = useDeleteUserGroup();
  return (
    <SetListPage
      listId="access.groups"
      title={texts.group.title}
      search={texts.group.search}
      createLabel={texts.group.create}
      createPath={accessPaths.groupCreate}
      pathOf={groupPath}
      deleteKind={texts.group.deleteKind}
      countTitle={texts.common.members}
      countOf={(g) => g.member_count}
      url={url}
      result={groups}
      remove={(id) => remove.mutateAsync(id)}
    />
  );
}
