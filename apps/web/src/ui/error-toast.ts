import { notifications } from '@mantine/notifications';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import i18next from 'i18next';
import { AppError } from '../api/app-error';

/** Tells the user a request failed, in the words the server chose for them. */
export function showErrorToast(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18next.t('toast.errorTitle'),
    message: error instanceof AppError ? error.message : messages.unexpectedError,
    autoClose: TOAST_TIMEOUT_MS,
  });
}
