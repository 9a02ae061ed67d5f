CREATE TABLE "event_day_totals" (
	"event_id" uuid NOT NULL,
	"team_id" uuid,
	"day" date NOT NULL,
	"raised_cents" bigint DEFAULT 0 NOT NULL,
	"pledge_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_day_totals_day" UNIQUE NULLS NOT DISTINCT("event_id","team_id","day")
);
--> statement-breakpoint
CREATE TABLE "event_totals" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"raised_cents" bigint DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"participant_goal_cents" bigint DEFAULT 0 NOT NULL,
	"participant_raised_cents" bigint DEFAULT 0 NOT NULL,
	"participant_pledge_count" integer DEFAULT 0 NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"result_units" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_totals" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"participant_goal_cents" bigint DEFAULT 0 NOT NULL,
	"raised_cents" bigint DEFAULT 0 NOT NULL,
	"pledge_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "raised_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "pledge_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "counted_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_day_totals" ADD CONSTRAINT "event_day_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_day_totals" ADD CONSTRAINT "event_day_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_totals" ADD CONSTRAINT "event_totals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_totals" ADD CONSTRAINT "team_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participants_event_name_idx" ON "participants" USING btree ("event_id","last_name","first_name","id") WHERE "participants"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "participants_event_raised_idx" ON "participants" USING btree ("event_id","raised_cents" DESC NULLS FIRST,"last_name","id") WHERE "participants"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "participants_team_raised_idx" ON "participants" USING btree ("team_id","raised_cents" DESC NULLS FIRST,"last_name","id") WHERE "participants"."removed_at" is null;--> statement-breakpoint
-- What one pledge counts toward raised (decision 041), the rule of pledgedCents in
-- apps/server/src/features/raised/raised.ts: a test holds the two (and core's pledgeTotalCents) equal.
CREATE FUNCTION "pledge_counted_cents"(p "pledges") RETURNS bigint LANGUAGE sql STABLE AS $$
  select case
    when p.status = 'cancelled' then 0
    when p.kind = 'flat' then p.amount_cents::bigint
    else least(
      p.rate_cents::bigint * least(
        coalesce((select r.units from results r where r.participant_id = p.participant_id), 0),
        (select e.max_units from events e where e.id = p.event_id)
      ),
      p.max_cents::bigint
    )
  end
$$;
--> statement-breakpoint
UPDATE "pledges" SET "counted_cents" = pledge_counted_cents("pledges") WHERE "status" <> 'cancelled';
--> statement-breakpoint
UPDATE "participants" p SET "raised_cents" = s.cents, "pledge_count" = s.n
FROM (
  SELECT participant_id, sum(counted_cents) AS cents, count(*) AS n FROM pledges
  WHERE status <> 'cancelled' AND participant_id IS NOT NULL GROUP BY participant_id
) s
WHERE p.id = s.participant_id;
--> statement-breakpoint
INSERT INTO "event_totals" (event_id, raised_cents, participant_count, participant_goal_cents, participant_raised_cents, participant_pledge_count, result_count, result_units)
SELECT e.id,
  (SELECT coalesce(sum(pl.counted_cents), 0) FROM pledges pl WHERE pl.event_id = e.id AND pl.status <> 'cancelled'),
  count(p.id), coalesce(sum(p.goal_cents), 0), coalesce(sum(p.raised_cents), 0), coalesce(sum(p.pledge_count), 0),
  (SELECT count(*) FROM results r JOIN participants rp ON rp.id = r.participant_id WHERE rp.event_id = e.id),
  (SELECT coalesce(sum(r.units), 0) FROM results r JOIN participants rp ON rp.id = r.participant_id WHERE rp.event_id = e.id)
FROM events e LEFT JOIN participants p ON p.event_id = e.id AND p.removed_at IS NULL
GROUP BY e.id;
--> statement-breakpoint
INSERT INTO "team_totals" (team_id, participant_count, participant_goal_cents, raised_cents, pledge_count)
SELECT t.id, count(p.id), coalesce(sum(p.goal_cents), 0), coalesce(sum(p.raised_cents), 0), coalesce(sum(p.pledge_count), 0)
FROM teams t LEFT JOIN participants p ON p.team_id = t.id AND p.removed_at IS NULL
GROUP BY t.id;
--> statement-breakpoint
INSERT INTO "event_day_totals" (event_id, team_id, day, raised_cents, pledge_count)
SELECT p.event_id, p.team_id, (pl.created_at AT TIME ZONE e.time_zone)::date, sum(pl.counted_cents), count(*)
FROM pledges pl
JOIN participants p ON p.id = pl.participant_id AND p.removed_at IS NULL
JOIN events e ON e.id = p.event_id
WHERE pl.status <> 'cancelled'
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- From here the totals follow every change, in its own transaction (decision 136).
-- What a statement's pledges added to (or, negative, took from) the totals: one row per pledge side.
CREATE TYPE "raised_delta" AS (event_id uuid, participant_id uuid, created_at timestamptz, cents bigint, pledges integer);
--> statement-breakpoint
-- Set-based, once per statement: a bulk insert or a result that moves many pledges updates each
-- total once, not once per pledge.
CREATE FUNCTION "raised_totals_apply"(deltas "raised_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_totals AS t (event_id, raised_cents)
  SELECT d.event_id, sum(d.cents) FROM unnest(deltas) d GROUP BY d.event_id
  ON CONFLICT (event_id) DO UPDATE SET raised_cents = t.raised_cents + excluded.raised_cents;
  -- Each participant's own change moves its Thon's and team's totals (participants_move_raised).
  UPDATE participants p SET raised_cents = p.raised_cents + s.cents, pledge_count = p.pledge_count + s.pledges
  FROM (
    SELECT d.participant_id, sum(d.cents) AS cents, sum(d.pledges) AS pledges FROM unnest(deltas) d
    WHERE d.participant_id IS NOT NULL GROUP BY d.participant_id
  ) s
  WHERE p.id = s.participant_id AND (s.cents <> 0 OR s.pledges <> 0);
  INSERT INTO event_day_totals AS t (event_id, team_id, day, raised_cents, pledge_count)
  SELECT p.event_id, p.team_id, (d.created_at AT TIME ZONE e.time_zone)::date, sum(d.cents), sum(d.pledges)
  FROM unnest(deltas) d
  JOIN participants p ON p.id = d.participant_id AND p.removed_at IS NULL
  JOIN events e ON e.id = p.event_id
  GROUP BY 1, 2, 3
  ON CONFLICT (event_id, team_id, day) DO UPDATE
  SET raised_cents = t.raised_cents + excluded.raised_cents, pledge_count = t.pledge_count + excluded.pledge_count;
END $$;
--> statement-breakpoint
CREATE FUNCTION "pledges_count_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.counted_cents := pledge_counted_cents(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pledges_count_raised" BEFORE INSERT OR UPDATE OF status, kind, amount_cents, rate_cents, max_cents, participant_id, event_id, counted_cents
ON "pledges" FOR EACH ROW EXECUTE FUNCTION pledges_count_raised();
--> statement-breakpoint
CREATE FUNCTION "pledges_move_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas raised_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    deltas := array(
      SELECT row(n.event_id, n.participant_id, n.created_at, n.counted_cents, 1)::raised_delta
      FROM new_rows n WHERE n.status <> 'cancelled');
  ELSIF TG_OP = 'DELETE' THEN
    deltas := array(
      SELECT row(o.event_id, o.participant_id, o.created_at, -o.counted_cents, -1)::raised_delta
      FROM old_rows o WHERE o.status <> 'cancelled');
  ELSE
    -- Only the pledges whose count, standing, participant, Thon or day changed move anything.
    deltas := array(
      SELECT side
      FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES
        (CASE WHEN o.status <> 'cancelled' THEN row(o.event_id, o.participant_id, o.created_at, -o.counted_cents, -1)::raised_delta END),
        (CASE WHEN n.status <> 'cancelled' THEN row(n.event_id, n.participant_id, n.created_at, n.counted_cents, 1)::raised_delta END)
      ) AS sides(side)
      WHERE side IS NOT NULL AND (
        o.counted_cents IS DISTINCT FROM n.counted_cents
        OR (o.status = 'cancelled') IS DISTINCT FROM (n.status = 'cancelled')
        OR o.participant_id IS DISTINCT FROM n.participant_id
        OR o.event_id IS DISTINCT FROM n.event_id
        OR o.created_at IS DISTINCT FROM n.created_at
      ));
  END IF;
  IF cardinality(deltas) > 0 THEN PERFORM raised_totals_apply(deltas); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pledges_move_raised_on_insert" AFTER INSERT ON "pledges" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION pledges_move_raised();
--> statement-breakpoint
CREATE TRIGGER "pledges_move_raised_on_update" AFTER UPDATE ON "pledges" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION pledges_move_raised();
--> statement-breakpoint
CREATE TRIGGER "pledges_move_raised_on_delete" AFTER DELETE ON "pledges" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION pledges_move_raised();
--> statement-breakpoint
-- A participant's totals are added to its Thon and team with an upsert and taken away with an update:
-- a row that is gone belongs to a Thon or a team being deleted, whose totals go with it.
CREATE FUNCTION "raised_totals_add_participant"(p "participants", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.removed_at IS NOT NULL THEN RETURN; END IF;
  IF sign > 0 THEN
    INSERT INTO event_totals AS t (event_id, participant_count, participant_goal_cents, participant_raised_cents, participant_pledge_count)
    VALUES (p.event_id, 1, p.goal_cents, p.raised_cents, p.pledge_count)
    ON CONFLICT (event_id) DO UPDATE SET
      participant_count = t.participant_count + 1,
      participant_goal_cents = t.participant_goal_cents + excluded.participant_goal_cents,
      participant_raised_cents = t.participant_raised_cents + excluded.participant_raised_cents,
      participant_pledge_count = t.participant_pledge_count + excluded.participant_pledge_count;
    IF p.team_id IS NOT NULL THEN
      INSERT INTO team_totals AS t (team_id, participant_count, participant_goal_cents, raised_cents, pledge_count)
      VALUES (p.team_id, 1, p.goal_cents, p.raised_cents, p.pledge_count)
      ON CONFLICT (team_id) DO UPDATE SET
        participant_count = t.participant_count + 1,
        participant_goal_cents = t.participant_goal_cents + excluded.participant_goal_cents,
        raised_cents = t.raised_cents + excluded.raised_cents,
        pledge_count = t.pledge_count + excluded.pledge_count;
    END IF;
  ELSE
    UPDATE event_totals SET
      participant_count = participant_count - 1,
      participant_goal_cents = participant_goal_cents - p.goal_cents,
      participant_raised_cents = participant_raised_cents - p.raised_cents,
      participant_pledge_count = participant_pledge_count - p.pledge_count
    WHERE event_id = p.event_id;
    UPDATE team_totals SET
      participant_count = participant_count - 1,
      participant_goal_cents = participant_goal_cents - p.goal_cents,
      raised_cents = raised_cents - p.raised_cents,
      pledge_count = pledge_count - p.pledge_count
    WHERE team_id = p.team_id;
  END IF;
END $$;
--> statement-breakpoint
-- A participant leaving or returning to the lists, or changing team, takes their pledges out of or
-- back into the chart.
CREATE FUNCTION "raised_totals_add_participant_days"(p "participants", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.removed_at IS NOT NULL THEN RETURN; END IF;
  IF sign > 0 THEN
    INSERT INTO event_day_totals AS d (event_id, team_id, day, raised_cents, pledge_count)
    SELECT p.event_id, p.team_id, (pl.created_at AT TIME ZONE e.time_zone)::date, sum(pl.counted_cents), count(*)
    FROM pledges pl JOIN events e ON e.id = p.event_id
    WHERE pl.participant_id = p.id AND pl.status <> 'cancelled'
    GROUP BY 1, 2, 3
    ON CONFLICT (event_id, team_id, day) DO UPDATE
    SET raised_cents = d.raised_cents + excluded.raised_cents, pledge_count = d.pledge_count + excluded.pledge_count;
  ELSE
    UPDATE event_day_totals d SET raised_cents = d.raised_cents - s.cents, pledge_count = d.pledge_count - s.n
    FROM (
      SELECT (pl.created_at AT TIME ZONE e.time_zone)::date AS day, sum(pl.counted_cents) AS cents, count(*) AS n
      FROM pledges pl JOIN events e ON e.id = p.event_id
      WHERE pl.participant_id = p.id AND pl.status <> 'cancelled'
      GROUP BY 1
    ) s
    WHERE d.event_id = p.event_id AND d.team_id IS NOT DISTINCT FROM p.team_id AND d.day = s.day;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "participants_move_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.event_id = NEW.event_id AND OLD.team_id IS NOT DISTINCT FROM NEW.team_id
    AND OLD.removed_at IS NULL AND NEW.removed_at IS NULL THEN
    -- The common case, a pledge moving a listed participant's raised: one update of each total.
    UPDATE event_totals SET
      participant_goal_cents = participant_goal_cents + NEW.goal_cents - OLD.goal_cents,
      participant_raised_cents = participant_raised_cents + NEW.raised_cents - OLD.raised_cents,
      participant_pledge_count = participant_pledge_count + NEW.pledge_count - OLD.pledge_count
    WHERE event_id = NEW.event_id;
    UPDATE team_totals SET
      participant_goal_cents = participant_goal_cents + NEW.goal_cents - OLD.goal_cents,
      raised_cents = raised_cents + NEW.raised_cents - OLD.raised_cents,
      pledge_count = pledge_count + NEW.pledge_count - OLD.pledge_count
    WHERE team_id = NEW.team_id;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM raised_totals_add_participant(OLD, -1);
    IF TG_OP = 'DELETE' OR OLD.event_id <> NEW.event_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
      OR (OLD.removed_at IS NULL) <> (NEW.removed_at IS NULL) THEN
      PERFORM raised_totals_add_participant_days(OLD, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM raised_totals_add_participant(NEW, 1);
    IF TG_OP = 'UPDATE' AND (OLD.event_id <> NEW.event_id OR OLD.team_id IS DISTINCT FROM NEW.team_id
      OR (OLD.removed_at IS NULL) <> (NEW.removed_at IS NULL)) THEN
      PERFORM raised_totals_add_participant_days(NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "participants_move_raised" AFTER DELETE ON "participants" FOR EACH ROW EXECUTE FUNCTION participants_move_raised();
--> statement-breakpoint
-- A roster of thousands is added in one statement: its totals are added once, set-based.
CREATE FUNCTION "participants_add_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_totals AS t (event_id, participant_count, participant_goal_cents, participant_raised_cents, participant_pledge_count)
  SELECT n.event_id, count(*), sum(n.goal_cents), sum(n.raised_cents), sum(n.pledge_count)
  FROM new_rows n WHERE n.removed_at IS NULL GROUP BY n.event_id
  ON CONFLICT (event_id) DO UPDATE SET
    participant_count = t.participant_count + excluded.participant_count,
    participant_goal_cents = t.participant_goal_cents + excluded.participant_goal_cents,
    participant_raised_cents = t.participant_raised_cents + excluded.participant_raised_cents,
    participant_pledge_count = t.participant_pledge_count + excluded.participant_pledge_count;
  INSERT INTO team_totals AS t (team_id, participant_count, participant_goal_cents, raised_cents, pledge_count)
  SELECT n.team_id, count(*), sum(n.goal_cents), sum(n.raised_cents), sum(n.pledge_count)
  FROM new_rows n WHERE n.removed_at IS NULL AND n.team_id IS NOT NULL GROUP BY n.team_id
  ON CONFLICT (team_id) DO UPDATE SET
    participant_count = t.participant_count + excluded.participant_count,
    participant_goal_cents = t.participant_goal_cents + excluded.participant_goal_cents,
    raised_cents = t.raised_cents + excluded.raised_cents,
    pledge_count = t.pledge_count + excluded.pledge_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "participants_add_raised" AFTER INSERT ON "participants" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION participants_add_raised();
--> statement-breakpoint
CREATE TRIGGER "participants_move_raised_on_change" AFTER UPDATE ON "participants" FOR EACH ROW
WHEN (
  OLD.raised_cents <> NEW.raised_cents OR OLD.pledge_count <> NEW.pledge_count OR OLD.goal_cents <> NEW.goal_cents
  OR OLD.removed_at IS DISTINCT FROM NEW.removed_at OR OLD.team_id IS DISTINCT FROM NEW.team_id
  OR OLD.event_id <> NEW.event_id
) EXECUTE FUNCTION participants_move_raised();
--> statement-breakpoint
-- A result or the Thon's max units changes what the per-unit pledges count; each pledge that moves
-- then moves the totals through its own trigger.
CREATE FUNCTION "results_move_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
  -- Each result side: its participant, +1 or -1 result, and its units with that sign.
  sides raised_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    moved := array(SELECT participant_id FROM new_rows);
    sides := array(SELECT row(null, participant_id, null, units, 1)::raised_delta FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    moved := array(SELECT participant_id FROM old_rows);
    sides := array(SELECT row(null, participant_id, null, -units, -1)::raised_delta FROM old_rows);
  ELSE
    sides := array(
      SELECT row(null, participant_id, null, units, 1)::raised_delta FROM new_rows
      UNION ALL SELECT row(null, participant_id, null, -units, -1)::raised_delta FROM old_rows);
    moved := array(
      SELECT o.participant_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.units IS DISTINCT FROM n.units OR o.participant_id IS DISTINCT FROM n.participant_id
      UNION SELECT n.participant_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.units IS DISTINCT FROM n.units OR o.participant_id IS DISTINCT FROM n.participant_id);
  END IF;
  -- The results of the Thon's participants, removed or not: what the pledge form expects of a child.
  INSERT INTO event_totals AS t (event_id, result_count, result_units)
  SELECT p.event_id, sum(d.pledges), sum(d.cents)
  FROM unnest(sides) d JOIN participants p ON p.id = d.participant_id
  GROUP BY p.event_id
  ON CONFLICT (event_id) DO UPDATE
  SET result_count = t.result_count + excluded.result_count, result_units = t.result_units + excluded.result_units;
  UPDATE pledges SET counted_cents = pledge_counted_cents(pledges)
  WHERE participant_id = ANY (moved) AND kind = 'per_unit' AND status <> 'cancelled';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "results_move_raised_on_insert" AFTER INSERT ON "results" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION results_move_raised();
--> statement-breakpoint
CREATE TRIGGER "results_move_raised_on_update" AFTER UPDATE ON "results" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION results_move_raised();
--> statement-breakpoint
CREATE TRIGGER "results_move_raised_on_delete" AFTER DELETE ON "results" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION results_move_raised();
--> statement-breakpoint
CREATE FUNCTION "events_move_raised"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.max_units IS DISTINCT FROM NEW.max_units THEN
    UPDATE pledges SET counted_cents = pledge_counted_cents(pledges)
    WHERE event_id = NEW.id AND kind = 'per_unit' AND status <> 'cancelled'
      AND counted_cents IS DISTINCT FROM pledge_counted_cents(pledges);
  END IF;
  IF OLD.time_zone IS DISTINCT FROM NEW.time_zone THEN
    -- The days move with the zone: the chart is counted again, once.
    DELETE FROM event_day_totals WHERE event_id = NEW.id;
    INSERT INTO event_day_totals (event_id, team_id, day, raised_cents, pledge_count)
    SELECT NEW.id, p.team_id, (pl.created_at AT TIME ZONE NEW.time_zone)::date, sum(pl.counted_cents), count(*)
    FROM pledges pl JOIN participants p ON p.id = pl.participant_id AND p.removed_at IS NULL
    WHERE p.event_id = NEW.id AND pl.status <> 'cancelled'
    GROUP BY 2, 3;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "events_move_raised" AFTER UPDATE OF max_units, time_zone ON "events"
FOR EACH ROW EXECUTE FUNCTION events_move_raised();
