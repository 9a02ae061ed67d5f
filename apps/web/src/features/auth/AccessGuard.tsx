import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { changesWhoIsSignedIn, redirectFor } from './access-rules';
import { landingAfterSignIn } from './landing';
import { useSessionContext } from './session-context';

/**
 * The redirect rules of spec section 2, once for every page: vendors stay in the shop, parents who
 * are not participants on the parent pages. The server refuses the same calls.
 */
export function AccessGuard() {
  const location = useLocation();
  const session = useSessionContext();
  // A page opened with no network (the lap counter) calls nothing until the network is back, and the
  // session is read then: the page opens now, stays open while the session comes (a loader would
  // unmount it, and a counter's sends under way with it), and the rules apply once it has come.
  const [openedOffline, setOpenedOffline] = useState(false);
  if (session.isPending && session.fetchStatus === 'paused' && !openedOffline) setOpenedOffline(true);
  if (!session.isPending && openedOffline) setOpenedOffline(false);
  if (changesWhoIsSignedIn(location.pathname, location.search)) return <Outlet />;
  // Until we know who is signed in, a page could call the API on behalf of someone it must not serve.
  if (session.isPending && !openedOffline) return <PageLoader />;
  const target = session.data ? redirectFor(session.data, location.pathname) : null;
  if (!target || !session.data) return <Outlet />;
  // Sent away from the sign-in page, a signed-in user takes its way back when it is theirs to see,
  // as the sign-in form itself does: both navigations then agree, whichever comes last.
  const back = landingAfterSignIn(location.search, target);
  return <Navigate to={redirectFor(session.data, back) ? target : back} replace />;
}
