import { messages } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

const BOUNDARY = '----pledgethon-contacts-test';

const upload = (name: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="File"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const VCARDS = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Grandma Carter',
  'N:Carter;Grandma;;;',
  'EMAIL;TYPE=INTERNET:Grandma.Carter@Example.com',
  'TEL;TYPE=CELL:+1 (312) 555-0142',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'N:Rivera;Coach;;;',
  'TEL;VALUE=uri;TYPE=cell:tel:+1-312-555-0167',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:Only A Fax',
  'TEL;TYPE=fax:555-01',
  'END:VCARD',
].join('\r\n');

describe('importing contacts from a vCard or CSV file', () => {
  const server = useTestApp();

  const send = async (name: string, data: Buffer) => {
    const user = await createPerson(server.db, { roles: ['participant'] });
    return server.app.inject({
      method: 'POST',
      url: '/api/Contacts/ImportContactFile',
      headers: {
        ...(await sessionHeaders(server.db, { userId: user.id })),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: upload(name, data),
    });
  };

  it('reads vCards 3.0 and 4.0, leaving out entries with no address or mobile number', async () => {
    const response = await send('contacts.vcf', Buffer.from(VCARDS));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Name: 'Grandma Carter', Email: 'grandma.carter@example.com', MobileNumber: '3125550142' },
      { Name: 'Coach Rivera', Email: null, MobileNumber: '3125550167' },
    ]);
  });

  it('reads a CSV export by its headers, mobile numbers first', async () => {
    const csv = [
      'First Name,Last Name,E-mail 1 - Value,Home Phone,Mobile Phone',
      'Uncle,Joe,joe@example.org,(708) 555-0100,(312) 555-0199',
      'No,Way,not-an-address,,',
    ].join('\r\n');
    const response = await send('contacts.csv', Buffer.from(csv));
    expect(response.json()).toEqual([
      { Name: 'Uncle Joe', Email: 'joe@example.org', MobileNumber: '3125550199' },
    ]);
  });

  it('keeps at most 700 contacts', async () => {
    const rows = Array.from({ length: 800 }, (_, index) => `Friend ${index},f${index}@example.com`);
    const response = await send('many.csv', Buffer.from(['Name,Email', ...rows].join('\n')));
    expect(response.json()).toHaveLength(700);
  });

  it('refuses a file that is not an address book, and one over 1 MB', async () => {
    const broken = await send('contacts.vcf', Buffer.from('BEGIN:VCARD\r\nthis is not a card'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Message).toBe(messages.contactFileUnreadable);
    const large = await send('big.csv', Buffer.alloc(1_000_001, 'a'));
    expect(large.statusCode).toBe(413);
  });
});
