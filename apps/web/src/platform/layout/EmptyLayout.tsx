import { Outlet } from 'react-router';

/** Empty layout: no chrome (login). */
export function EmptyLayout() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Outlet />
    </div>
  );
}
