import { thonParticipantsImportPreviewRoute, thonParticipantsImportRoute } from '@pledgethon/contracts';
import { type Executor, eq, schema } from '@pledgethon/db';
import { createEvent } from '@pledgethon/db/testing';
import { createPerson, sessionHeaders } from '../../testing/people';
import type { TestAppFixture } from '../../testing/test-app';

const BOUNDARY = '----pledgethon-import-test';

/** A multipart body as a browser sends the import form. */
function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** n good rows after the header, with one row's cells replaced when asked. */
export function roster(n: number, replace?: { at: number; line: string }) {
  const lines = ['First Name,Last Name,Goal,Team,Grade,Shirt Size,Parent Email'];
  for (let i = 1; i <= n; i += 1) {
    lines.push(
      i === replace?.at
        ? replace.line
        : `Kid${i},Runner${i},$350.00,Team ${i % 4},${(i % 12) + 1},YM,p${i}@example.com`,
    );
  }
  return csv(lines);
}

/** Sends a file to the preview or the import as `userId`, the way the import page does. */
export function importSender(server: TestAppFixture) {
  return async (
    action: 'ImportPreview' | 'Import',
    userId: string,
    eventId: string,
    file: { name: string; data: Buffer },
    strict = false,
  ) =>
    server.app.inject({
      method: 'POST',
      url: (action === 'Import' ? thonParticipantsImportRoute : thonParticipantsImportPreviewRoute).path,
      headers: {
        ...(await sessionHeaders(server.db, { userId })),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipart({ EventId: eventId, Strict: String(strict) }, file),
    });
}

/** A teacher of the Thon with the name a school knows them by. */
export async function createTeacher(db: Executor, eventId: string, firstName: string, lastName: string) {
  const teacher = await createPerson(db, { roles: [{ role: 'teacher', eventId }] });
  await db.update(schema.users).set({ firstName, lastName }).where(eq(schema.users.id, teacher.id));
  return teacher;
}

/** A Thon of the test's own and its organiser, who imports into it. */
export async function createImportThon(db: Executor) {
  const event = await createEvent(db);
  const organiser = await createPerson(db, {
    roles: [{ role: 'organizer', eventId: event.id, organizationId: event.organizationId }],
  });
  return { event, organiser };
}
