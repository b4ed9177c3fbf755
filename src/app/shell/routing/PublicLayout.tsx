import { Outlet } from 'react-router';

/** The public layout of `/` (spec §2): nothing to show but where to go next. */
export default function PublicLayout() {
  return (
    <main style={{ minHeight: '100vh' }}>
      <Outlet />
    </main>
  );
}
