import { IMPORT_MAX_ROWS } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { createEvent } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';
import { ROSTER_MAX_UNPACKED_BYTES } from './roster-limits';
import { csv, importSender, roster } from './testing';
import { deflatedSpaces, rosterSheet, workbookParts, zipOf, zipPart } from './testing-workbooks';

async function organiserOfThon(server: TestAppFixture) {
  const event = await createEvent(server.db);
  const organiser = await createPerson(server.db, {
    roles: [{ role: 'organizer', eventId: event.id, organizationId: event.organizationId }],
  });
  return { event, organiser };
}

const unpackedTooLarge = {
  Success: false,
  Message: messages.fileSizeLimitExceeded,
  Errors: { File: messages.importUnpackedTooLarge },
};

describe('what a roster may cost to read', () => {
  const server = useTestApp();
  const send = importSender(server);
  const preview = async (name: string, data: Buffer) => {
    const { event, organiser } = await organiserOfThon(server);
    return send('ImportPreview', organiser.id, event.id, { name, data });
  };

  it('reads a workbook written part by part, its sheet found through the relationships', async () => {
    const response = await preview('roster.xlsx', zipOf(workbookParts(zipPart('sheet', rosterSheet(3)))));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ TotalRows: 3, ValidRows: 3 });
    expect(response.json().Rows[0]).toMatchObject({ Row: 2, FirstName: 'Kid2', GoalCents: 35_000 });
  });

  it('stops a workbook at the row limit without reading on to its end', async () => {
    // The sheet breaks off after its rows: read to the end, it would be refused as unreadable.
    const sheet = rosterSheet(IMPORT_MAX_ROWS + 1, '<row r="999999"><c r="A999999"><v>never closed');
    const response = await preview('big.xlsx', zipOf(workbookParts(zipPart('sheet', sheet))));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.importTooManyRows,
      Errors: { File: messages.importTooManyRows },
    });
  });

  it('stops a CSV file at the row limit without reading on to its end', async () => {
    const data = Buffer.concat([roster(IMPORT_MAX_ROWS + 1), csv(['"an unclosed quote,Runner,350'])]);
    const response = await preview('big.csv', data);
    expect(response.statusCode).toBe(413);
    expect(response.json().Message).toBe(messages.importTooManyRows);
  });

  it('refuses a zip bomb by the size its directory declares, before inflating it', async () => {
    const size = ROSTER_MAX_UNPACKED_BYTES + 1024 * 1024;
    const bomb = { name: 'sheet', deflated: await deflatedSpaces(size), size, crc: 0 };
    const response = await preview('bomb.xlsx', zipOf(workbookParts(bomb)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(unpackedTooLarge);
  });

  it('refuses a part that inflates to more than it declared, as soon as it does', async () => {
    const size = ROSTER_MAX_UNPACKED_BYTES + 1024 * 1024;
    const liar = { name: 'sheet', deflated: await deflatedSpaces(size), size: 10_000, crc: 0 };
    const response = await preview('liar.xlsx', zipOf(workbookParts(liar)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(unpackedTooLarge);
  });

  it('refuses a workbook of more parts than a roster has', async () => {
    const parts = Array.from({ length: 1_001 }, (_, index) => zipPart(`xl/media/image${index}.png`, 'x'));
    const response = await preview(
      'many.xlsx',
      zipOf([...workbookParts(zipPart('sheet', rosterSheet(3))), ...parts]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(unpackedTooLarge);
  });
});

describe('rosters one person may send', () => {
  const server = useTestApp({ env: { ROSTER_UPLOADS_PER_HOUR: '2' } });
  const send = importSender(server);

  it('answers 429 past the hourly limit of one person, and not to another', async () => {
    const { event, organiser } = await organiserOfThon(server);
    const file = { name: 'class.csv', data: roster(3) };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await send('ImportPreview', organiser.id, event.id, file)).statusCode).toBe(200);
    }
    const third = await send('ImportPreview', organiser.id, event.id, file);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ Success: false, Message: messages.tooManyRequests, Errors: {} });

    const colleague = await createPerson(server.db, {
      roles: [{ role: 'organizer', eventId: event.id, organizationId: event.organizationId }],
    });
    expect((await send('ImportPreview', colleague.id, event.id, file)).statusCode).toBe(200);
  });
});
