import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { changesWhoIsSignedIn, redirectFor } from './access-rules';
import { useSessionContext } from './session-context';

/**
 * The redirect rules of spec section 2, once for every page: vendors stay in the shop, parents who
 * are not participants on the parent pages. The server refuses the same calls.
 */
export function AccessGuard() {
  const location = useLocation();
  const session = useSessionContext();
  if (changesWhoIsSignedIn(location.pathname, location.search)) return <Outlet />;
  // Until we know who is signed in, a page could call the API on behalf of someone it must not serve.
  if (session.isPending) return <PageLoader />;
  const target = session.data ? redirectFor(session.data, location.pathname) : null;
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
