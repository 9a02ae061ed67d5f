import type { SessionContext } from '@pledgethon/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { AccessDeniedPage } from './AccessDeniedPage';
import { useSessionContext } from './session-context';

/**
 * Pages for signed-in users, and among them those only some may see: anyone signed out signs in
 * first and comes back here; anyone else is told they have no access.
 */
export function RequireSignIn({ allow }: { allow?: (session: SessionContext) => boolean }) {
  const location = useLocation();
  const session = useSessionContext();
  if (session.isPending) return <PageLoader />;
  if (!session.data) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/home?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (allow && !allow(session.data)) return <AccessDeniedPage />;
  return <Outlet />;
}
