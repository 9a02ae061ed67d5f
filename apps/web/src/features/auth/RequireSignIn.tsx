import type { SessionContext } from '@pledgethon/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { AccessDeniedPage } from './AccessDeniedPage';
import { SessionUnreadPage } from './SessionUnreadPage';
import { useSessionContext } from './session-context';

/**
 * Pages for signed-in users, and among them those only some may see: anyone signed out signs in
 * first and comes back here; anyone else is told they have no access. While who is signed in cannot
 * be read (no network, no answer), the page says so rather than sending a signed-in user to sign in.
 */
export function RequireSignIn({ allow }: { allow?: (session: SessionContext) => boolean }) {
  const location = useLocation();
  const session = useSessionContext();
  if (session.isPending && session.fetchStatus === 'paused') return <SessionUnreadPage offline />;
  if (session.isPending) return <PageLoader />;
  if (session.isError && !session.data) {
    return (
      <SessionUnreadPage
        offline={false}
        retrying={session.isFetching}
        onRetry={() => void session.refetch()}
      />
    );
  }
  if (!session.data) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/home?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (allow && !allow(session.data)) return <AccessDeniedPage />;
  return <Outlet />;
}
