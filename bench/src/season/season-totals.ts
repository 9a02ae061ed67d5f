import type pg from 'pg';
import { SEASON_CODE_PREFIX } from './season-rows';

const generated = `e.event_code like '${SEASON_CODE_PREFIX}%'`;

/**
 * The kept totals of the generated Thons, counted once after the load as migration 0027 counted them
 * for existing data: the rows went in without triggers, each child with its own totals already set.
 */
export async function countSeasonTotals(client: pg.Client) {
  await client.query(`insert into event_totals (event_id, raised_cents, participant_count, participant_goal_cents,
      participant_raised_cents, participant_pledge_count, result_count, result_units, collected_cents)
    select e.id, sum(p.raised_cents), count(*), sum(p.goal_cents), sum(p.raised_cents), sum(p.pledge_count),
      count(r.id), coalesce(sum(r.units), 0), sum(p.collected_cents)
    from events e join participants p on p.event_id = e.id left join results r on r.participant_id = p.id
    where ${generated} group by e.id`);
  await client.query(`insert into team_totals (team_id, participant_count, participant_goal_cents, raised_cents, pledge_count)
    select t.id, count(p.id), coalesce(sum(p.goal_cents), 0), coalesce(sum(p.raised_cents), 0), coalesce(sum(p.pledge_count), 0)
    from events e join teams t on t.event_id = e.id left join participants p on p.team_id = t.id
    where ${generated} group by t.id`);
  await client.query(`insert into event_day_totals (event_id, team_id, day, raised_cents, pledge_count)
    select p.event_id, p.team_id, (pl.created_at at time zone e.time_zone)::date, sum(pl.counted_cents), count(*)
    from events e join participants p on p.event_id = e.id join pledges pl on pl.participant_id = p.id
    where ${generated} and pl.status <> 'cancelled' group by 1, 2, 3`);
}

/** The indexes of the bulk tables that no constraint needs: dropped around the load, built again after. */
export async function dropLoadIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public'
      and tablename in ('pledges', 'payments', 'participants', 'parent_participants', 'user_roles')
      and indexname not in (select conname from pg_constraint)`);
  for (const { name } of rows) await client.query(`drop index "${name}"`);
  return rows.map((row) => row.definition);
}
