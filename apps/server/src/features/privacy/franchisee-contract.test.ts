import { schema } from '@pledgethon/db';
import { createEvent, createParticipant } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson, sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("a franchisee sees children's data only for the Thons its contract still covers", () => {
  const server = useTestApp();

  async function franchiseeUser(role: 'franchisee_user' | 'franchisee_team_leader' = 'franchisee_user') {
    const [franchisee] = await server.db
      .insert(schema.franchisees)
      .values({ name: 'North Territory' })
      .returning();
    if (!franchisee) throw new Error('no franchisee');
    const user = await createPerson(server.db, { roles: [{ role, franchiseeId: franchisee.id }] });
    return { franchiseeId: franchisee.id, headers: await sessionHeaders(server.db, { userId: user.id }) };
  }

  async function thonOf(franchiseeId: string, closed: 'running' | 'completed' | 'data closed') {
    const event = await createEvent(server.db, {
      franchiseeId,
      eventDate: '2099-03-01',
      ...(closed === 'completed' ? { status: 'completed' as const, completedAt: new Date() } : {}),
      ...(closed === 'data closed' ? { dataClosedAt: new Date() } : {}),
    });
    await createParticipant(server.db, event.id, { firstName: 'Maya', parentEmail: 'home@example.test' });
    return event;
  }

  /** The status of each call: the Thon's totals, then four answers that name its children. */
  async function statuses(event: { id: string; eventCode: string }, headers: Record<string, string>) {
    const calls = [
      `/api/Dashboard/GetDashboard/${event.id}`,
      `/api/ThonParticipants/List/${event.id}`,
      `/api/Collections/Summary/${event.id}`,
      `/api/Collections/Export/${event.id}?What=pledges&Format=csv`,
      `/api/Thons/Export/${event.eventCode}`,
    ];
    const answers = await Promise.all(
      calls.map((url) => server.app.inject({ method: 'GET', url, headers }).then((r) => r.statusCode)),
    );
    return { totals: answers[0], children: answers.slice(1) };
  }

  it("reads a running Thon's children under the contract", async () => {
    const { franchiseeId, headers } = await franchiseeUser();
    const event = await thonOf(franchiseeId, 'running');
    expect(await statuses(event, headers)).toEqual({ totals: 200, children: [200, 200, 200, 200] });
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/ThonParticipants/List/${event.id}`,
      headers,
    });
    expect(JSON.stringify(list.json())).toContain('Maya');
  });

  it('follows a completed Thon, whose pledges are still being charged and collected', async () => {
    const { franchiseeId, headers } = await franchiseeUser('franchisee_team_leader');
    const event = await thonOf(franchiseeId, 'completed');
    expect(await statuses(event, headers)).toEqual({ totals: 200, children: [200, 200, 200, 200] });
  });

  it('keeps the totals of a Thon whose data is closed, but none of its children', async () => {
    const { franchiseeId, headers } = await franchiseeUser('franchisee_team_leader');
    const event = await thonOf(franchiseeId, 'data closed');
    expect(await statuses(event, headers)).toEqual({ totals: 200, children: [403, 403, 403, 403] });
  });

  it("leaves the Thon's organiser its children until the retention job removes them", async () => {
    const { franchiseeId } = await franchiseeUser();
    const event = await thonOf(franchiseeId, 'data closed');
    const organiser = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const headers = await sessionHeaders(server.db, { userId: organiser.id });
    expect(await statuses(event, headers)).toEqual({ totals: 200, children: [200, 200, 200, 200] });
  });

  it('gives a franchisee of another territory nothing, not even the totals', async () => {
    const { franchiseeId } = await franchiseeUser();
    const other = await franchiseeUser();
    const event = await thonOf(franchiseeId, 'running');
    expect(await statuses(event, other.headers)).toEqual({ totals: 403, children: [403, 403, 403, 403] });
  });
});
