import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { EventView } from './EventView';
import { UnknownEvent, unknownProblem } from './UnknownEvent';
import { usePublicEvent } from './use-public-event';

/** The public page of a Thon, reached from its event code: /event/{eventCode}#{eventId}. */
export function PublicEventPage() {
  const { eventCode = '' } = useParams();
  const event = usePublicEvent(eventCode);
  if (event.isPending) return <PageLoader />;
  if (event.isError) return <UnknownEvent eventCode={eventCode} problem={unknownProblem(event.error)} />;
  return (
    <Container size="md" py="xl">
      <EventView event={event.data} />
    </Container>
  );
}
