import type { Organizer, updateOrganizerRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { type findThonContact, setThonContact } from './people.queries';

export function toOrganizer(row: NonNullable<Awaited<ReturnType<typeof findThonContact>>>): Organizer {
  return {
    FirstName: row.firstName ?? '',
    LastName: row.lastName ?? '',
    Email: row.email ?? '',
    Phone: row.phone,
  };
}

/**
 * Names the Thon's organiser contact: the school's details for this Thon. Nobody's sign-in changes
 * with it, so any address may be given, another account's included (decision 107).
 */
export async function updateOrganizer(
  db: Executor,
  input: ReturnType<typeof updateOrganizerRequestSchema.parse>,
): Promise<{ Message: string; Organizer: Organizer }> {
  const updated = await setThonContact(db, {
    eventId: input.EventId,
    contact: {
      firstName: input.FirstName,
      lastName: input.LastName,
      email: input.Email.toLowerCase(),
      phone: input.Phone,
    },
  });
  if (!updated) throw new AppError('not_found', messages.notFound);
  return { Message: messages.organizerUpdated, Organizer: toOrganizer(updated) };
}
