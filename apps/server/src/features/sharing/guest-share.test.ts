import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { createPledge } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { createPledgeLink } from '../pledges/pledge-links';
import { createPledgeThon } from '../pledges/testing';

const { events, outboxMessages, shares } = schema;

describe("a donor sharing from their pledge's link", () => {
  const server = useTestApp();

  async function pledged(eventOverrides: Parameters<typeof createPledgeThon>[1] = {}) {
    const thon = await createPledgeThon(server.db, eventOverrides);
    const pledge = await createPledge(server.db, thon.participant, { rateCents: 500 });
    const token = await createPledgeLink(server.db, { pledgeId: pledge.id });
    return { ...thon, pledge, token };
  }

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  const outboxOf = (eventId: string) =>
    server.db.select().from(outboxMessages).where(eq(outboxMessages.eventId, eventId));

  it("e-mails the guest share text about the pledge's participant, without an account, and counts it", async () => {
    const { event, participant, token } = await pledged();
    const response = await post('/api/Shares/GuestShareByEmail', {
      Token: token,
      Emails: ['Friend@Example.com', 'neighbour@example.org'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Message: messages.emailSent, Counter: { Shares: 2 } });
    const sent = await outboxOf(event.id);
    expect(sent.map((message) => message.toAddress).sort()).toEqual([
      'friend@example.com',
      'neighbour@example.org',
    ]);
    expect(sent[0]?.subject).toBe(`Join me in sponsoring ${participant.firstName} ${participant.lastName}`);
    expect(sent[0]?.body).toContain('I just sponsored');
    expect(sent[0]?.body).toContain(`/event/${event.eventCode}/p/${participant.id}`);
    expect(sent[0]?.transactional).toBe(false);
    const [share] = await server.db.select().from(shares).where(eq(shares.participantId, participant.id));
    expect(share?.sharedByUserId).toBeNull();

    // An address already invited for the participant is not invited again.
    const again = await post('/api/Shares/GuestShareByEmail', {
      Token: token,
      Emails: ['friend@example.com'],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(messages.alreadyInvited);
  });

  it("texts the guest text, never the participant's own template", async () => {
    const { event, token } = await pledged();
    const response = await post('/api/Shares/GuestShareByText', {
      Token: token,
      MobileNumbers: ['(312) 555-0142'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().Message).toBe(messages.textMessagesSent);
    // Texts wait for waking hours and the Thon's hold window; either way the share is counted.
    expect(response.json().Counter.Shares).toBe(1);
    const sent = await outboxOf(event.id);
    for (const text of sent) expect(text.body).toContain('I just sponsored');
  });

  it('takes at most 10 addresses or 5 numbers at once, and refuses a link that is not a pledge', async () => {
    const { token } = await pledged();
    const many = Array.from({ length: 11 }, (_, index) => `friend${index}@example.com`);
    expect((await post('/api/Shares/GuestShareByEmail', { Token: token, Emails: many })).statusCode).toBe(
      400,
    );
    const numbers = Array.from({ length: 6 }, (_, index) => `312555010${index}`);
    expect(
      (await post('/api/Shares/GuestShareByText', { Token: token, MobileNumbers: numbers })).statusCode,
    ).toBe(400);
    const forged = await post('/api/Shares/GuestShareByEmail', {
      Token: 'A'.repeat(43),
      Emails: ['friend@example.com'],
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().Message).toBe(messages.pledgeLinkInvalid);
  });

  it('refuses a cancelled pledge, a gift to the whole Thon and a completed Thon', async () => {
    const cancelled = await pledged();
    await server.db
      .update(schema.pledges)
      .set({ status: 'cancelled' })
      .where(eq(schema.pledges.id, cancelled.pledge.id));
    const onCancelled = await post('/api/Shares/GuestShareByEmail', {
      Token: cancelled.token,
      Emails: ['a@example.com'],
    });
    expect(onCancelled.statusCode).toBe(404);

    const thon = await pledged();
    const gift = await createPledge(
      server.db,
      { id: thon.participant.id, eventId: thon.event.id },
      { participantId: null, amountCents: 2_500 },
    );
    const giftToken = await createPledgeLink(server.db, { pledgeId: gift.id });
    const onGift = await post('/api/Shares/GuestShareByEmail', {
      Token: giftToken,
      Emails: ['b@example.com'],
    });
    expect(onGift.statusCode).toBe(422);
    expect(onGift.json().Message).toBe(messages.participantMustBeSelected);

    const done = await pledged();
    await server.db
      .update(events)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(events.id, done.event.id));
    const onDone = await post('/api/Shares/GuestShareByEmail', {
      Token: done.token,
      Emails: ['c@example.com'],
    });
    expect(onDone.statusCode).toBe(422);
  });

  it('allows three shares a day per pledge, whoever sends them', async () => {
    const { token } = await pledged();
    for (const index of [1, 2, 3]) {
      const response = await post('/api/Shares/GuestShareByEmail', {
        Token: token,
        Emails: [`friend${index}@example.com`],
      });
      expect(response.statusCode).toBe(200);
    }
    const fourth = await post('/api/Shares/GuestShareByEmail', {
      Token: token,
      Emails: ['friend4@example.com'],
    });
    expect(fourth.statusCode).toBe(429);
    // Another pledge's donor is not held back by it.
    const other = await pledged();
    expect(
      (await post('/api/Shares/GuestShareByEmail', { Token: other.token, Emails: ['friend4@example.com'] }))
        .statusCode,
    ).toBe(200);
  });
});
