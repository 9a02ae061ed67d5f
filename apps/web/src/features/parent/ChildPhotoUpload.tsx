import '../../i18n/sections/parent';
import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import { eventsGetParticipantPhotoRoute, type ParticipantItem, pathOf } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../i18n/message-text';
import { useUploadChildPhoto } from './parent.api';

/** The child's photo, shown on the public page while the photo consent stands. */
export function ChildPhotoUpload({ participant }: { participant: ParticipantItem }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const upload = useUploadChildPhoto(participant.ParticipantId);
  const photoUrl = pathOf(eventsGetParticipantPhotoRoute, {
    eventCode: participant.EventCode,
    participantId: participant.ParticipantId,
  });
  return (
    <Group gap="sm" pl={30}>
      {participant.HasPhoto && (
        <Image
          src={photoUrl}
          alt={t('parent.photo.alt', { name: participant.FirstName })}
          w={56}
          h={56}
          radius="md"
          fit="cover"
        />
      )}
      <FileButton
        onChange={(file) => file && upload.mutate(file)}
        accept="image/png,image/jpeg,image/gif,image/bmp"
      >
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={upload.isPending}>
            {participant.HasPhoto ? t('parent.photo.replace') : t('parent.photo.upload')}
          </Button>
        )}
      </FileButton>
      {upload.isError && (
        <Text size="xs" c="red.8" role="alert">
          {messageText(upload.error.message)}
        </Text>
      )}
    </Group>
  );
}
