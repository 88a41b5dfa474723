import { useNavigate } from 'react-router';
import { systemKeyOf } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import { RecordGate } from '../../../platform/pages';
import { toast } from '../../../platform/feedback';
import { useCreateRole, useRole, useUpdateRole } from '../api/access';
import { NamedSetEditor, type NamedSetValues } from '../components/NamedSetEditor';
import { useAccessTexts } from '../locales';
import { accessPaths, rolePath } from '../paths';

const EMPTY: NamedSetValues = {
  name: '',
  description: null,
  system_key: 'AD',
  permissions: [],
  module_permission: {},
};

/** /settings/role?role=new: a new role with its permission grid. */
export function RoleCreatePage() {
  const texts = useAccessTexts();
  const create = useCreateRole();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <NamedSetEditor
      title={texts.role.createTitle}
      breadcrumbs={[
        { label: texts.index.title, to: accessPaths.settings },
        { label: texts.role.title, to: accessPaths.roles },
      ]}
      initial={EMPTY}
      save={async (values) => {
        const role = await create.mutateAsync(values);
        toast.success(texts.common.saved);
        void navigate(localePath(rolePath(role.id)), { replace: true });
      }}
    />
  );
}

/** /settings/role?role=9: a role's name, system and module × action grid. */
export function RoleEditPage({ id }: { id: number }) {
  const texts = useAccessTexts();
  const role = useRole(id);
  const update = useUpdateRole(id);
  return (
    <RecordGate
      query={role}
      title={texts.role.title}
      breadcrumbs={[{ label: texts.index.title, to: accessPaths.settings }]}
      notFound={texts.common.notFound}
      backTo={accessPaths.roles}
    >
      {(r) => (
        <NamedSetEditor
          key={r.updated_at}
          title={r.name}
          breadcrumbs={[
            { label: texts.index.title, to: accessPaths.settings },
            { label: texts.role.title, to: accessPaths.roles },
          ]}
          initial={{ ...r, system_key: systemKeyOf(r.system_key) }}
          save={async (values) => {
            await update.mutateAsync(values);
            toast.success(texts.common.saved);
          }}
        />
      )}
    </RecordGate>
  );
}
