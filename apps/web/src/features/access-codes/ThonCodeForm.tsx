import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the Thon by its event code, the code its organisers and families already know. */
export function ThonCodeForm({
  initialCode,
  error,
  onChoose,
}: {
  initialCode: string;
  error?: string;
  onChoose: (eventCode: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onChoose(code.trim());
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('staffPages.accessCodes.eventCode')}
          description={t('staffPages.accessCodes.eventCodeDescription')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoCapitalize="characters"
          error={error}
          w={320}
        />
        <Button type="submit">{t('staffPages.accessCodes.show')}</Button>
      </Group>
    </form>
  );
}
