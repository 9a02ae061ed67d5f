import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BUILT_IN_ISSUE_TYPES } from '@pledgethon/contracts';
import { messages, type Role } from '@pledgethon/core';
import { eq, ilike, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { contactForm, knownCaptcha, postContact, signedInAs, validFields } from './testing/contact-form';

describe('admin contact form without a ticketing service', () => {
  const server = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', SUPPORT_EMAIL: 'help@pledgethon.test' },
  });

  const headersOf = async (role: Role) => (await signedInAs(server, role)).headers;
  const outboxTo = (address: string) =>
    server.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.toAddress, address));
  const storedBySubject = (subject: string) =>
    server.db.select().from(schema.contactRequests).where(eq(schema.contactRequests.subject, subject));

  it('offers the built-in issue types to anonymous senders and to admin and franchisee users', async () => {
    for (const headers of [
      {},
      await headersOf('super_admin'),
      await headersOf('franchisee_user'),
      await headersOf('franchisee_team_leader'),
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/events/getjiraissuetypes',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(BUILT_IN_ISSUE_TYPES);
    }
  });

  it('refuses other signed-in roles with access denied', async () => {
    for (const role of ['vendor', 'parent', 'teacher'] as const) {
      const headers = await headersOf(role);
      const types = await server.app.inject({
        method: 'GET',
        url: '/api/events/getjiraissuetypes',
        headers,
      });
      expect(types.statusCode).toBe(403);
      expect(types.json().Message).toBe(messages.accessDenied);

      const sent = await postContact(server, contactForm(validFields()), headers);
      expect(sent.statusCode).toBe(403);
      expect(sent.json().Message).toBe(messages.accessDenied);
    }
  });

  it('files an anonymous message with a correct captcha: ticket, attachment on disk, two e-mails', async () => {
    const from = `parent-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = contactForm(validFields({ From: from, ...(await knownCaptcha(server)) }), [
      { name: '../../etc/lap sheet.csv', type: 'text/csv', content: 'room,laps\n12,0\n' },
    ]);
    const response = await postContact(server, form);
    expect(response.statusCode).toBe(200);
    const { TicketKey, Message } = response.json();
    expect(Message).toBe('Emails sent.');
    expect(TicketKey).toMatch(/^PT-[0-9A-F]{8}$/);

    const [stored] = await server.db
      .select()
      .from(schema.contactRequests)
      .where(eq(schema.contactRequests.fromEmail, from));
    expect(stored).toMatchObject({
      fromName: 'Maria Lopez',
      jiraIssueType: 'problem',
      ticketKey: TicketKey,
      userId: null,
    });
    expect(TicketKey).toBe(`PT-${stored?.id.slice(0, 8).toUpperCase()}`);
    const [attachment] = stored?.attachments ?? [];
    // The path a browser might send is dropped; the name on disk is made safe.
    expect(attachment).toMatchObject({ fileName: 'lap sheet.csv', size: 15, contentType: 'text/plain' });
    expect(attachment?.storagePath).toBe(join('uploads', 'contact', stored?.id ?? '', '1-lap_sheet.csv'));
    const onDisk = await readFile(resolve(server.config.DATA_DIR, attachment?.storagePath ?? ''), 'utf8');
    expect(onDisk).toBe('room,laps\n12,0\n');

    const [confirmation] = await outboxTo(from);
    expect(confirmation?.subject).toBe('We received your message: Pledge totals look wrong');
    expect(confirmation?.body).toContain(TicketKey);
    const support = (await outboxTo('help@pledgethon.test')).filter((mail) =>
      mail.subject?.includes(TicketKey),
    );
    expect(support).toHaveLength(1);
    expect(support[0]?.subject).toBe(`[${TicketKey}] Pledge totals look wrong`);
    expect(support[0]?.body).toContain(`Reply to: ${from}`);
    expect(support[0]?.body).toContain('Issue type: Problem');
    expect(support[0]?.body).toContain('Our Thon shows 0 laps for Room 12.');
  });

  it('refuses a wrong, missing, reused or expired captcha with Invalid Captcha', async () => {
    const subject = `Captcha ${crypto.randomUUID()}`;
    const reused = await knownCaptcha(server);
    expect(
      (await postContact(server, contactForm(validFields({ Subject: `${subject} ok`, ...reused }))))
        .statusCode,
    ).toBe(200);

    const attempts = [
      { ...(await knownCaptcha(server)), CaptchaAnswer: 'WRONG' },
      {},
      { CaptchaId: (await knownCaptcha(server)).CaptchaId },
      reused,
      await knownCaptcha(server, 'K7PQ3', new Date(Date.now() - 11 * 60_000)),
    ];
    for (const captcha of attempts) {
      const response = await postContact(server, contactForm(validFields({ Subject: subject, ...captcha })));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Message: 'Invalid Captcha',
        Errors: { CaptchaAnswer: 'Invalid Captcha' },
      });
    }
    expect(await storedBySubject(subject)).toEqual([]);
  });

  it('lets a signed-in franchisee send without a captcha, and keeps who sent it', async () => {
    const { person: franchisee, headers } = await signedInAs(server, 'franchisee_user');
    const subject = `Territory ${crypto.randomUUID()}`;
    const response = await postContact(
      server,
      contactForm(validFields({ Subject: subject, jiraIssueType: 'billing' })),
      headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().Message).toBe(messages.emailsSent);
    const [stored] = await storedBySubject(subject);
    expect(stored).toMatchObject({
      userId: franchisee.id,
      jiraIssueType: 'billing',
      ticketKey: response.json().TicketKey,
    });
  });

  it('answers missing or invalid fields with the spec text and a reason per field, storing nothing', async () => {
    const subject = `Fields ${crypto.randomUUID()}`;
    const response = await postContact(
      server,
      contactForm({
        From: 'not-an-address',
        Subject: subject,
        Message: '   ',
        ...(await knownCaptcha(server)),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: 'Please enter the required fields.',
      Errors: {
        From: messages.invalidEmail,
        FromName: messages.enterRequiredFields,
        Message: messages.enterRequiredFields,
        jiraIssueType: messages.enterRequiredFields,
      },
    });

    const longAddress = `${'a'.repeat(39)}@example.com`;
    const tooLong = await postContact(
      server,
      contactForm(validFields({ From: longAddress, Subject: subject })),
    );
    expect(tooLong.json().Errors).toEqual({ From: messages.emailTooLong });

    const unknownType = await postContact(
      server,
      contactForm(
        validFields({ Subject: subject, jiraIssueType: 'complaint', ...(await knownCaptcha(server)) }),
      ),
    );
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().Errors).toEqual({ jiraIssueType: messages.enterRequiredFields });
    expect(await storedBySubject(subject)).toEqual([]);
  });

  it('refuses an attachment that is not an image, a PDF or text, whatever it claims, and keeps nothing', async () => {
    const subject = `Archive ${crypto.randomUUID()}`;
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      0x14,
      0x00,
      0x00,
      0x00,
      0x08,
      0x00,
      ...Array(40).fill(0),
    ]);
    const response = await postContact(
      server,
      contactForm(validFields({ Subject: subject }), [{ name: 'shot.png', type: 'image/png', content: zip }]),
      await headersOf('super_admin'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      Success: false,
      Message: messages.attachmentTypeNotAllowed,
      Errors: { Files: messages.attachmentTypeNotAllowed },
    });
    expect(await storedBySubject(subject)).toEqual([]);
  });

  const ONE_PIXEL_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it.each([
    ['an HTML page named photo.jpg', 'photo.jpg', 'image/jpeg', '<!doctype html><script>alert(1)</script>'],
    ['a PNG image named notes.pdf', 'notes.pdf', 'application/pdf', ONE_PIXEL_PNG],
    ['a PNG image named shot.jpg', 'shot.jpg', 'image/jpeg', ONE_PIXEL_PNG],
    ['text named setup.exe', 'setup.exe', 'application/octet-stream', 'hello'],
    ['a web page named page.html', 'page.html', 'text/html', '<p>hello</p>'],
  ])(
    'refuses %s, whose name says another type than its content, and keeps nothing',
    async (_what, name, type, content) => {
      const subject = `Renamed ${crypto.randomUUID()}`;
      const response = await postContact(
        server,
        contactForm(validFields({ Subject: subject }), [
          { name, type, content: new Uint8Array(Buffer.from(content)) },
        ]),
        await headersOf('super_admin'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Message: messages.attachmentNameMismatch,
        Errors: { Files: messages.attachmentNameMismatch },
      });
      expect(await storedBySubject(subject)).toEqual([]);
    },
  );

  it('takes files whose names agree with their content, in any case, and a name without an ending', async () => {
    const subject = `Named ${crypto.randomUUID()}`;
    const response = await postContact(
      server,
      contactForm(validFields({ Subject: subject }), [
        { name: 'BADGE.PNG', type: 'image/png', content: new Uint8Array(ONE_PIXEL_PNG) },
        { name: 'laps.log', type: 'text/plain', content: 'room 12: 0 laps\n' },
        { name: 'README', type: 'application/octet-stream', content: 'plain words\n' },
      ]),
      await headersOf('super_admin'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await storedBySubject(subject);
    expect(stored?.attachments.map((file) => [file.fileName, file.contentType])).toEqual([
      ['BADGE.PNG', 'image/png'],
      ['laps.log', 'text/plain'],
      ['README', 'text/plain'],
    ]);
  });

  it('refuses more than 5 attachments', async () => {
    const file = { name: 'shot.png', type: 'image/png', content: 'png' };
    const response = await postContact(
      server,
      contactForm(
        validFields(await knownCaptcha(server)),
        Array.from({ length: 6 }, () => file),
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      Message: messages.enterRequiredFields,
      Errors: { Files: 'Please attach at most 5 files.' },
    });
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n\r\nhello\r\n--x--\r\n'],
    [
      'cut off in a part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="From"\r\n\r\nab',
    ],
  ])('answers a multipart body %s as invalid data, not as our failure', async (_how, contentType, body) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/EmailTest/AdminFranchiseeEmailContact',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(messages.invalidData);
  });

  it('files a resent form once: the same Idempotency-Key gives the first ticket and no new e-mails', async () => {
    const db = server.db;
    const headers = { ...(await headersOf('super_admin')), 'idempotency-key': crypto.randomUUID() };
    const subject = `Twice ${crypto.randomUUID()}`;
    const first = await postContact(server, contactForm(validFields({ Subject: subject })), headers);
    const again = await postContact(server, contactForm(validFields({ Subject: subject })), headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedBySubject(subject)).toHaveLength(1);
    const mails = await db
      .select()
      .from(schema.outboxMessages)
      .where(ilike(schema.outboxMessages.subject, `%${subject}`));
    expect(mails).toHaveLength(2);
  });

  it("answers 'Something went wrong!' when the request cannot be kept, and keeps nothing", async () => {
    const blocker = resolve(server.config.DATA_DIR, 'uploads', 'contact');
    // A file where the uploads folder should be: the attachment cannot be written.
    await rm(blocker, { recursive: true, force: true });
    await mkdir(resolve(blocker, '..'), { recursive: true });
    await writeFile(blocker, 'not a folder');
    try {
      const subject = `Broken disk ${crypto.randomUUID()}`;
      const response = await postContact(
        server,
        contactForm(validFields({ Subject: subject }), [{ name: 'a.txt', type: 'text/plain', content: 'a' }]),
        await headersOf('super_admin'),
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ Success: false, Message: 'Something went wrong!', Errors: {} });
      expect(await storedBySubject(subject)).toEqual([]);
    } finally {
      await rm(blocker, { force: true });
    }
  });
});

describe('admin contact form rate limit', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });

  it('answers 429 with a clear message past the per-minute limit of one address', async () => {
    const send = () => postContact(server, contactForm({}));
    expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Message).toBe(messages.tooManyRequests);

    const captcha = () => server.app.inject({ method: 'GET', url: '/api/Captcha/New' });
    expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(429);
  });
});
