import { ACCESS_CODE_LANDING_PATH } from '@pledgethon/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accessCodeOutcome } from './access-code-failure';
import { logInWithQrCode } from './auth.api';
import { landingAfterSignIn } from './landing';
import { useSignOut, useStartSession } from './use-session-actions';

export interface HomeActionState {
  /** The QR sign-in is under way. */
  signingInByQrCode: boolean;
  /** Why the QR sign-in failed, in the server's words. */
  qrCodeFailure: string | null;
  /** The visit signed the user out. */
  signedOut: boolean;
}

/**
 * The login page's `action` parameter (spec section 2): `logout` signs out, `accesscode` with a base64
 * `code` signs in automatically, as when a participant scans the QR code on their badge.
 */
export function useHomeAction(): HomeActionState {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const startSession = useStartSession();
  const handled = useRef<string | null>(null);
  const [qrCodeFailure, setQrCodeFailure] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  const qrSignIn = useMutation({
    mutationFn: async (code: string) => startSession(await logInWithQrCode(code)),
    meta: { showsOwnErrors: true },
    onSuccess: () =>
      navigate(landingAfterSignIn(location.search, ACCESS_CODE_LANDING_PATH), { replace: true }),
    onError: (error) => {
      const outcome = accessCodeOutcome(error);
      if (outcome.kind === 'goToSiteRoot') navigate('/', { replace: true });
      else setQrCodeFailure(outcome.message);
    },
  });
  const startQrSignIn = qrSignIn.mutate;

  useEffect(() => {
    // Each visit's action runs once, however often the page renders.
    if (handled.current === location.search) return;
    handled.current = location.search;
    const params = new URLSearchParams(location.search);
    const action = params.get('action')?.toLowerCase();
    const code = params.get('code');
    if (action === 'logout') {
      // A page that sent someone to sign in as another account keeps its way back.
      const redirect = params.get('redirect');
      void signOut().then(() => {
        setSignedOut(true);
        navigate(redirect ? `/home?redirect=${encodeURIComponent(redirect)}` : '/home', { replace: true });
      });
    } else if (action === 'accesscode' && code) {
      startQrSignIn(code);
    }
  }, [location.search, navigate, signOut, startQrSignIn]);

  return { signingInByQrCode: qrSignIn.isPending, qrCodeFailure, signedOut };
}
