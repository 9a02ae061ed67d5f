import '../../i18n/sections/reminders';
import { Button, Group, Stack, Text } from '@mantine/core';
import { TEMPLATE_PLACEHOLDERS } from '@pledgethon/core';
import { useTranslation } from 'react-i18next';

/** The twenty placeholders, each a button that adds its [TOKEN] to the message. */
export function PlaceholderPicker({ onPick }: { onPick: (token: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="gray.7" id="placeholder-picker">
        {t('reminders.templates.placeholders')}
      </Text>
      <Group gap={4} role="group" aria-labelledby="placeholder-picker">
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Button
            key={name}
            size="compact-xs"
            variant="default"
            // Like the editor's toolbar, a pick leaves the cursor in the message: the key pressed right
            // after it goes on writing there, where on the button it would add the placeholder again.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(`[${name}]`)}
          >
            {name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
