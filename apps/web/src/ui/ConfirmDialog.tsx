import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before a change that is hard to take back; `onConfirm` runs only on the confirm button. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  destructive = false,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** Red confirm button, for a removal. */
  destructive?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            color={destructive ? 'red' : undefined}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
