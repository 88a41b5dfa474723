import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { systemKeyOf } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useLocalePath } from '../../../platform/layout';
import { RecordGate } from '../../../platform/pages';
import {
  useAddGroupMembers,
  useCreateUserGroup,
  useRemoveGroupMembers,
  useUpdateUserGroup,
  useUserGroup,
  useUserGroupMembers,
} from '../api/access';
import { MemberList } from '../components/MemberList';
import { NamedSetEditor } from '../components/NamedSetEditor';
import { useAccessTexts } from '../locales';
import { accessPaths, groupPath } from '../paths';
import { UserGroupListPage } from './UserGroupListPage';

function useCrumbs() {
  const texts = useAccessTexts();
  return [
    { label: texts.index.title, to: accessPaths.settings },
    { label: texts.group.title, to: accessPaths.groups },
  ];
}

/** /settings/user-group/create: a new group with its permissions; members are added on its page. */
export function UserGroupCreatePage() {
  const texts = useAccessTexts();
  const create = useCreateUserGroup();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <NamedSetEditor
      title={texts.group.createTitle}
      breadcrumbs={useCrumbs()}
      initial={{ name: '', description: null, system_key: 'AD', permissions: [], module_permission: {} }}
      save={async (values) => {
        const group = await create.mutateAsync(values);
        toast.success(texts.common.saved);
        void navigate(localePath(groupPath(group.id)), { replace: true });
      }}
    />
  );
}

/** /settings/user-group/:id?: the list without an id, else that group. */
export function UserGroupDetailOrListPage() {
  const id = useParams().id;
  return id === undefined ? <UserGroupListPage /> : <UserGroupEditPage key={id} id={Number(id)} />;
}

/** The group's permissions and its members. */
function UserGroupEditPage({ id }: { id: number }) {
  const texts = useAccessTexts();
  const crumbs = useCrumbs();
  const group = useUserGroup(id);
  const update = useUpdateUserGroup(id);
  const [page, setPage] = useState(0);
  const members = useUserGroupMembers(id, page);
  const add = useAddGroupMembers(id);
  const remove = useRemoveGroupMembers(id);
  return (
    <RecordGate
      query={group}
      title={texts.group.title}
      breadcrumbs={crumbs}
      notFound={texts.common.notFound}
      backTo={accessPaths.groups}
    >
      {(g) => (
        <NamedSetEditor
          key={g.updated_at}
          title={g.name}
          breadcrumbs={crumbs}
          initial={{ ...g, system_key: systemKeyOf(g.system_key) }}
          save={async (values) => {
            // Members are edited below, one change at a time: the body leaves them as they are.
            await update.mutateAsync(values);
            toast.success(texts.common.saved);
          }}
        >
          <MemberList
            title={texts.common.members}
            page={page}
            onPage={setPage}
            members={members}
            add={(ids) => add.mutateAsync(ids)}
            remove={(ids) => remove.mutateAsync(ids)}
          />
        </NamedSetEditor>
      )}
    </RecordGate>
  );
}
