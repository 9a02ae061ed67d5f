import type { Organizer, updateOrganizerRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { AppError } from '../../http/app-error';
import { findUserByEmail } from '../auth/users.queries';
import { findOrganizer, updateUserContact } from './people.queries';

export function toOrganizer(row: NonNullable<Awaited<ReturnType<typeof findOrganizer>>>): Organizer {
  return {
    UserId: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Phone: row.phone,
  };
}

/** Changes the name, e-mail and phone of the Thon's organiser; an e-mail of another account is refused. */
export async function updateOrganizer(
  db: Executor,
  input: ReturnType<typeof updateOrganizerRequestSchema.parse>,
): Promise<{ Message: string; Organizer: Organizer }> {
  return db.transaction(async (tx) => {
    const organizer = await findOrganizer(tx, { eventId: input.EventId });
    if (!organizer) throw new AppError('not_found', messages.notFound);
    const email = input.Email.toLowerCase();
    const holder = await findUserByEmail(tx, email);
    if (holder && holder.id !== organizer.id) {
      throw new AppError('conflict', messages.emailAlreadyExists, { Email: messages.emailAlreadyExists });
    }
    await updateUserContact(tx, {
      userId: organizer.id,
      values: { firstName: input.FirstName, lastName: input.LastName, email, phone: input.Phone },
    });
    const updated = await findOrganizer(tx, { eventId: input.EventId });
    if (!updated) throw new AppError('not_found', messages.notFound);
    return { Message: messages.organizerUpdated, Organizer: toOrganizer(updated) };
  });
}
