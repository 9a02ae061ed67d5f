import { inflateSync } from 'node:zlib';
import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';
import { createPledgeThon, linkTokenSentTo, pledgeRequest } from './testing';

/** The words a PDF draws: each page's stream inflated, its hex strings read back as Latin-1 text. */
function pdfText(bytes: Buffer): string {
  const pdf = bytes.toString('latin1');
  const words: string[] = [];
  // A stream's bytes are the /Length its dictionary names, after "stream" and its line end: compressed
  // bytes may themselves end in a carriage return, so the end of the stream is not found by searching.
  for (const match of pdf.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const body = pdf.slice(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(Buffer.from(body, 'latin1')).toString('latin1');
    } catch {
      content = body;
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      words.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return words.join('\n');
}

async function giveTo(
  server: TestAppFixture,
  thon: Awaited<ReturnType<typeof createPledgeThon>>,
  email: string,
  cents: number,
) {
  const request = pledgeRequest(thon, { Kind: 'flat', RateCents: null, AmountCents: cents });
  request.Donor.Email = email;
  const response = await server.app.inject({ method: 'POST', url: '/api/Pledges/Submit', payload: request });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().PledgeId as string;
}

const statement = (server: TestAppFixture, token: string, year: number | string) =>
  server.app.inject({ method: 'GET', url: `/api/Pledges/GivingStatement/${token}?Year=${year}` });

describe("a donor's giving statement for a year, from a receipt's link", () => {
  const server = useTestApp();

  it("lists every card payment of the link's address to any Thon that year, with each organisation's total and acknowledgement", async () => {
    const email = `ada.${Date.now()}@example.org`;
    const exempt = await createPledgeThon(server.db);
    await server.db
      .update(schema.organizations)
      .set({ legalName: 'Birch PTA Inc.', taxExempt: true, ein: '12-3456789' })
      .where(eq(schema.organizations.id, exempt.event.organizationId));
    const other = await createPledgeThon(server.db);
    await server.db
      .update(schema.organizations)
      .set({ legalName: 'Oak Boosters LLC' })
      .where(eq(schema.organizations.id, other.event.organizationId));

    await giveTo(server, exempt, email, 2_500);
    await giveTo(server, other, email.toUpperCase(), 1_000);
    const lastYear = await giveTo(server, exempt, email, 7_700);
    await giveTo(server, exempt, `someone.else.${Date.now()}@example.org`, 9_900);
    const thisYear = new Date().getUTCFullYear();
    await server.db
      .update(schema.payments)
      .set({ createdAt: new Date(Date.UTC(thisYear - 1, 5, 1)) })
      .where(eq(schema.payments.pledgeId, lastYear));

    const token = await linkTokenSentTo(server.db, email);
    const manage = await server.app.inject({ method: 'GET', url: `/api/Pledges/Manage/${token}` });
    expect(manage.json().StatementYears).toEqual([thisYear, thisYear - 1]);

    const response = await statement(server, token, thisYear);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="giving-statement-${thisYear}.pdf"`,
    );
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Giving statement ${thisYear}`);
    expect(text).toContain(`Birch PTA Inc.: $25.00 in ${thisYear}`);
    expect(text).toContain('Birch PTA Inc. is a tax-exempt organization (EIN 12-3456789).');
    expect(text).toContain(`Oak Boosters LLC: $10.00 in ${thisYear}`);
    expect(text).toContain('Oak Boosters LLC did not state that it is tax-exempt');
    expect(text).toContain(`Total contributions in ${thisYear}: $35.00`);
    expect(text).not.toContain('$77.00');
    expect(text).not.toContain('$99.00');

    const previous = pdfText((await statement(server, token, thisYear - 1)).rawPayload);
    expect(previous).toContain(`Total contributions in ${thisYear - 1}: $77.00`);
    const empty = pdfText((await statement(server, token, 2001)).rawPayload);
    expect(empty).toContain('No payments were made under this address in 2001.');
  });

  it('refuses a link that opens no pledge, and a year that is not one, without failing', async () => {
    const unknown = await statement(server, 'A'.repeat(43), 2026);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(messages.pledgeLinkInvalid);
    for (const year of ['1999', 'abc', '20261', '-1', '2026.5'])
      expect((await statement(server, 'A'.repeat(43), year)).statusCode).toBe(400);
  });
});
