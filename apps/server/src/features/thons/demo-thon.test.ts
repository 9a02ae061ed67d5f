import { DEMO_EVENT_CODE, eq, schema, seedDemo } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';

describe("the demo Thon's settings", () => {
  const server = useTestApp();

  it("are open to the README's organiser and franchisee, and not to its teacher", async () => {
    await seedDemo(server.db);
    const statusOf = async (email: string) => {
      const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/Thons/Settings/${DEMO_EVENT_CODE}`,
        headers: await sessionHeaders(server.db, { userId: user?.id ?? null }),
      });
      return response.statusCode;
    };
    expect(await statusOf('organizer@pledgethon.test')).toBe(200);
    expect(await statusOf('franchisee@pledgethon.test')).toBe(200);
    expect(await statusOf('teacher@pledgethon.test')).toBe(403);
  });
});
