import { useSearchParams } from 'react-router';
import { RoleCreatePage, RoleEditPage } from './RoleEditPage';
import { RoleListPage } from './RoleListPage';

/**
 * /settings/role: the list, or one role's editor when the address names it (`?role=9`, `?role=new`).
 * The spec lists no role sub-page, so the editor lives in the list's address.
 */
export function RolePage() {
  const [params] = useSearchParams();
  const role = params.get('role');
  if (role === 'new') return <RoleCreatePage />;
  const id = Number(role);
  if (role !== null && Number.isInteger(id) && id > 0) return <RoleEditPage key={id} id={id} />;
  return <RoleListPage />;
}
