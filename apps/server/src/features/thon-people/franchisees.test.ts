import { messages } from '@pledgethon/core';
import { eq, schema } from '@pledgethon/db';
import { unique } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe('franchisees and their people', () => {
  const server = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });

  const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({
      method,
      url,
      headers: await sessionHeaders(server.db, { userId: who }),
      ...(payload ? { payload } : {}),
    });

  async function franchisee(name: string, commissionBasisPoints = 1_250) {
    const [row] = await server.db
      .insert(schema.franchisees)
      .values({ name, commissionBasisPoints })
      .returning({ id: schema.franchisees.id });
    if (!row) throw new Error('no franchisee');
    return row.id;
  }

  it("lists a franchisee's users and team leaders to its own user, and says a team leader was created", async () => {
    const mine = await franchisee(`Mine ${unique()}`);
    const theirs = await franchisee(`Theirs ${unique()}`);
    const user = await createPerson(server.db, { roles: [{ role: 'franchisee_user', franchiseeId: mine }] });
    const email = `ftl-${unique()}@example.com`;
    const invited = await call(user.id, 'POST', '/api/Franchisees/Invite', {
      FranchiseeId: mine,
      Role: 'franchisee_team_leader',
      Email: email,
      FirstName: 'Terry',
      LastName: 'Lead',
    });
    expect(invited.json()).toMatchObject({ Message: messages.teamLeaderCreated, Invited: true });

    // Listed once they accepted, not before.
    const people = async () => (await call(user.id, 'GET', '/api/Franchisees/List')).json()[0].People;
    expect(JSON.stringify(await people())).not.toContain(email);
    const [mail] = await server.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.toAddress, email));
    const token = mail?.body.match(/\/home\/AcceptInvitation\?token=([\w-]+)/)?.[1];
    const accepted = await server.app.inject({
      method: 'POST',
      url: '/api/Invitations/Accept',
      payload: { Token: token, Password: 'Lead2026', AcceptTerms: true },
    });
    expect(accepted.statusCode).toBe(200);

    const listed = await call(user.id, 'GET', '/api/Franchisees/List');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        FranchiseeId: mine,
        Name: expect.stringMatching(/^Mine /),
        Territory: null,
        CommissionRatePercent: 12.5,
        People: expect.arrayContaining([
          expect.objectContaining({ Email: email, Role: 'franchisee_team_leader', Joined: true }),
          expect.objectContaining({ UserId: user.id, Role: 'franchisee_user', Joined: false }),
        ]),
      },
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(theirs);
  });

  it('lists every franchisee to super administrators and none to a franchisee team leader or organiser', async () => {
    const one = await franchisee(`One ${unique()}`, 0);
    const admin = await createPerson(server.db, { roles: ['super_admin'] });
    const all = await call(admin.id, 'GET', '/api/Franchisees/List');
    expect(all.json()).toContainEqual({
      FranchiseeId: one,
      Name: expect.any(String),
      Territory: null,
      CommissionRatePercent: 0,
      People: [],
    });

    const leader = await createPerson(server.db, {
      roles: [{ role: 'franchisee_team_leader', franchiseeId: one }],
    });
    const organiser = await createPerson(server.db, { roles: ['organizer'] });
    for (const who of [leader.id, organiser.id]) {
      expect((await call(who, 'GET', '/api/Franchisees/List')).statusCode).toBe(403);
    }
  });
});
