import '../../i18n/sections/thon-people';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';

type InviteeField = 'Email' | 'FirstName' | 'LastName';

/**
 * The person an invitation goes to: e-mail, first and last name, as every invitation form asks them.
 * `afterEmail` fills the rest of the e-mail's row of the form's grid.
 */
export function InviteeFields({
  register,
  errors,
  afterEmail,
}: {
  register: (name: InviteeField) => UseFormRegisterReturn;
  errors: Partial<Record<InviteeField, { message?: string }>>;
  afterEmail?: ReactNode;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return (
    <>
      <TextInput
        label={t('thonPeople.teams.email')}
        type="email"
        withAsterisk
        autoComplete="off"
        error={messageText(errors.Email?.message)}
        {...register('Email')}
      />
      {afterEmail}
      <TextInput
        label={t('thonPeople.teams.firstName')}
        withAsterisk
        error={messageText(errors.FirstName?.message)}
        {...register('FirstName')}
      />
      <TextInput
        label={t('thonPeople.teams.lastName')}
        withAsterisk
        error={messageText(errors.LastName?.message)}
        {...register('LastName')}
      />
    </>
  );
}
