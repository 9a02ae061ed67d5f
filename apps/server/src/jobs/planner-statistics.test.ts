import { rowsOf, sql } from '@pledgethon/db';
import { describe, expect, it } from 'vitest';
import { createImportThon, importSender, roster } from '../features/participant-import/testing';
import { useTestApp } from '../testing/test-app';
import { PLANNER_STATISTICS_QUEUE } from './planner-statistics';

describe("the planner's statistics", () => {
  const server = useTestApp();

  /** The planner's idea of how many rows the participants table holds; -1 before any statistics. */
  const plannedParticipants = async () => {
    const result = await server.db.execute(
      sql`select reltuples::int as rows from pg_class where oid = 'participants'::regclass`,
    );
    return Number(rowsOf<{ rows: number }>(result)[0]?.rows ?? -1);
  };

  it('are gathered every hour', async () => {
    const schedules = await server.jobs.boss.getSchedules(PLANNER_STATISTICS_QUEUE);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['43 * * * *']);
  });

  it("are gathered soon after a school's roster is imported, without waiting for the hour", async () => {
    const { event, organiser } = await createImportThon(server.db);
    const imported = await importSender(server)('Import', organiser.id, event.id, {
      name: 'school.csv',
      data: roster(1_500),
    });
    expect(imported.statusCode).toBe(200);
    await expect.poll(plannedParticipants, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(1_500);
  });
});
