import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

type SentMessage = {
  Id: string;
  Channel: string;
  To: string;
  Subject: string | null;
  Status: string;
  CreatedAt: string;
};

describe('sent messages', () => {
  const server = useTestApp();

  const sentMessages = async (query: string, userId: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Messages/GetSentMessages${query}`,
      headers: await sessionHeaders(server.db, { userId }),
    });

  it('pages through every message, newest first, 20 a page', async () => {
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const before: number = (await sentMessages('', admin.id)).json().Total;
    const batch = unique();
    // Dated ahead of anything else in the outbox, one minute apart: message 24 is the newest.
    const base = Date.now() + 365 * 24 * 3_600_000;
    await server.db.insert(schema.outboxMessages).values(
      Array.from({ length: 25 }, (_, index) => ({
        channel: index === 0 ? ('sms' as const) : ('email' as const),
        toAddress: index === 0 ? '5125550100' : `parent${index}@example.com`,
        fromAddress: 'noreply@example.com',
        subject: index === 0 ? null : `Message ${index}`,
        body: `Body ${index} ${batch}`,
        idempotencyKey: `sent-${batch}-${index}`,
        createdAt: new Date(base + index * 60_000),
        ...(index === 24 ? { status: 'sent' as const, sentAt: new Date(base + index * 60_000) } : {}),
      })),
    );

    const first = await sentMessages('?page=1', admin.id);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ Page: 1, PageSize: 20, Total: before + 25 });
    expect(page1.Items).toHaveLength(20);
    expect(page1.Items[0]).toMatchObject({
      Channel: 'email',
      To: 'parent24@example.com',
      Subject: 'Message 24',
      Body: `Body 24 ${batch}`,
      Status: 'sent',
      CreatedAt: new Date(base + 24 * 60_000).toISOString(),
    });
    expect(page1.Items.map((item: SentMessage) => item.Subject).slice(0, 3)).toEqual([
      'Message 24',
      'Message 23',
      'Message 22',
    ]);

    const page2 = (await sentMessages('?page=2', admin.id)).json();
    expect(page2.Items.slice(0, 5).map((item: SentMessage) => item.To)).toEqual([
      'parent4@example.com',
      'parent3@example.com',
      'parent2@example.com',
      'parent1@example.com',
      '5125550100',
    ]);
    expect(page2.Items[4]).toMatchObject({ Channel: 'sms', Subject: null, Status: 'queued' });
  });

  it('refuses a page number that is not one', async () => {
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const response = await sentMessages('?page=0', admin.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toHaveProperty('page');
  });

  it('is for super administrators only', async () => {
    const organizer = await createPerson(server.db, { roles: ['organizer', 'teacher'] });
    const response = await sentMessages('', organizer.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().Message).toBe(messages.accessDenied);
  });
});
