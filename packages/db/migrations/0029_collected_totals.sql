DROP INDEX "pledges_event_idx";--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "collected_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_totals" ADD COLUMN "collected_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "pledges_event_newest_idx" ON "pledges" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE TYPE "collected_delta" AS (event_id uuid, participant_id uuid, cents bigint);
--> statement-breakpoint
-- Set-based, once per statement: charging a Thon's pledges moves each total once per statement, not
-- once per payment. Only what a succeeded payment keeps after refunds counts; a payment moved to
-- another participant (a merge) moves its amount with it.
CREATE FUNCTION "payments_move_collected"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  deltas collected_delta[];
BEGIN
  -- A transition table exists only for the operations that have it, so each is read in its own branch.
  IF TG_OP = 'INSERT' THEN
    deltas := array(SELECT row(n.event_id, n.participant_id, n.amount_cents - n.refunded_cents)::collected_delta
      FROM new_rows n WHERE n.status = 'succeeded');
  ELSIF TG_OP = 'DELETE' THEN
    deltas := array(SELECT row(o.event_id, o.participant_id, -(o.amount_cents - o.refunded_cents))::collected_delta
      FROM old_rows o WHERE o.status = 'succeeded');
  ELSE
    deltas := array(
      SELECT row(n.event_id, n.participant_id, n.amount_cents - n.refunded_cents)::collected_delta
      FROM new_rows n WHERE n.status = 'succeeded'
      UNION ALL
      SELECT row(o.event_id, o.participant_id, -(o.amount_cents - o.refunded_cents))::collected_delta
      FROM old_rows o WHERE o.status = 'succeeded');
  END IF;
  IF cardinality(deltas) = 0 THEN RETURN NULL; END IF;
  INSERT INTO event_totals AS t (event_id, collected_cents)
  SELECT d.event_id, sum(d.cents) FROM unnest(deltas) d GROUP BY d.event_id HAVING sum(d.cents) <> 0
  ON CONFLICT (event_id) DO UPDATE SET collected_cents = t.collected_cents + excluded.collected_cents;
  UPDATE participants p SET collected_cents = p.collected_cents + s.cents
  FROM (
    SELECT d.participant_id, sum(d.cents) AS cents FROM unnest(deltas) d
    WHERE d.participant_id IS NOT NULL GROUP BY d.participant_id HAVING sum(d.cents) <> 0
  ) s
  WHERE p.id = s.participant_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_move_collected_on_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION payments_move_collected();
--> statement-breakpoint
CREATE TRIGGER "payments_move_collected_on_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION payments_move_collected();
--> statement-breakpoint
CREATE TRIGGER "payments_move_collected_on_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION payments_move_collected();
--> statement-breakpoint
INSERT INTO event_totals AS t (event_id, collected_cents)
SELECT event_id, sum(amount_cents - refunded_cents) FROM payments WHERE status = 'succeeded' GROUP BY event_id
ON CONFLICT (event_id) DO UPDATE SET collected_cents = excluded.collected_cents;
--> statement-breakpoint
UPDATE participants p SET collected_cents = s.cents
FROM (
  SELECT participant_id, sum(amount_cents - refunded_cents) AS cents FROM payments
  WHERE status = 'succeeded' AND participant_id IS NOT NULL GROUP BY participant_id
) s
WHERE p.id = s.participant_id;
