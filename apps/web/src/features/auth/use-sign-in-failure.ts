import { notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How every sign-in form reports a refusal (spec sections 4 and 8): a toast titled 'Please check your
 * input and then try again.' with the server's text, and the same text above the form, which takes
 * the focus so a screen reader reads it and the keyboard starts again from there.
 */
export function useSignInFailure() {
  const { t } = useTranslation();
  // A new object per refusal, so the same text twice still moves the focus again.
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) problemRef.current?.focus();
  }, [failure]);

  const report = useCallback(
    (message: string) => {
      setFailure({ message });
      notifications.show({
        color: 'red',
        title: t('messages.authenticationFailedTitle'),
        message,
        autoClose: TOAST_TIMEOUT_MS,
      });
    },
    [t],
  );
  const clear = useCallback(() => setFailure(null), []);

  return {
    title: t('messages.authenticationFailedTitle'),
    problem: failure?.message ?? null,
    problemRef,
    report,
    clear,
  };
}
