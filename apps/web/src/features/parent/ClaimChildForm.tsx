import '../../i18n/sections/parent';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppError } from '../../api/app-error';
import { useMessageText } from '../../i18n/message-text';
import { FormProblem } from '../../ui/FormProblem';
import { ConsentChecks } from './ConsentChecks';
import { consentLanguage, useClaimChild } from './parent.api';

/** The longest badge link a parent may paste; the server holds the same bound. */
const MAX_CODE_OR_LINK = 2048;

/**
 * Links the child the school already listed, by the access code on the child's badge (or the link of
 * its QR code), so the child is not entered a second time without their team.
 */
export function ClaimChildForm() {
  const { t, i18n } = useTranslation();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const claim = useClaimChild();
  const [accessCode, setAccessCode] = useState('');
  const [fullName, setFullName] = useState(false);
  const [photo, setPhoto] = useState(false);
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    setProblem(undefined);
    if (!accessCode.trim()) {
      setError(messages.enterAccessCode);
      return;
    }
    setError(undefined);
    claim.mutate(
      {
        AccessCode: accessCode,
        PublicFullName: fullName,
        PublicPhoto: photo,
        Language: consentLanguage(i18n.language),
      },
      {
        onSuccess: (child) => {
          notifications.show({
            color: 'teal',
            message: t('parent.claim.linked', { name: child.FirstName }),
            autoClose: TOAST_TIMEOUT_MS,
          });
          void navigate('/parent/dashboard');
        },
        onError: (failure) => {
          const fieldError = failure instanceof AppError ? failure.fieldErrors.AccessCode : undefined;
          if (fieldError) setError(fieldError);
          else setProblem(failure.message);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('parent.claim.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {t('parent.claim.intro')}
        </Text>
        <FormProblem>{messageText(problem)}</FormProblem>
        <TextInput
          label={t('parent.claim.accessCode')}
          description={t('parent.claim.accessCodeHint')}
          value={accessCode}
          onChange={(event) => setAccessCode(event.currentTarget.value)}
          error={messageText(error)}
          maxLength={MAX_CODE_OR_LINK}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <ConsentChecks
          language={consentLanguage(i18n.language)}
          fullName={{ checked: fullName, onChange: setFullName }}
          photo={{ checked: photo, onChange: setPhoto }}
        />
        <Group>
          <Button type="submit" loading={claim.isPending}>
            {t('parent.claim.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
