-- The standing pledges a parent's children received, newest first: the one query of the parent's
-- pledge list (apps/server/src/features/parents/parents.queries.ts, decision 171). PL/pgSQL keeps the
-- plan of the query inside a function for the session, where a statement sent each time is parsed and
-- planned each time: the embedded engine sends it as an unnamed statement, on its one session.
CREATE FUNCTION "child_pledges"(parent uuid) RETURNS TABLE (
  id uuid,
  participant_id uuid,
  participant_first_name text,
  participant_last_name text,
  event_name text,
  donor_first_name text,
  donor_last_name text,
  kind pledge_kind,
  amount_cents integer,
  pledged_cents bigint,
  created_at timestamptz,
  status pledge_status,
  rate_cents integer,
  max_cents integer,
  flat_cents integer,
  units integer,
  event_max_units integer,
  charge_state pledge_charge_state,
  charged_cents bigint
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT pl.id, pa.id, pa.first_name, pa.last_name, e.name, pl.donor_first_name, pl.donor_last_name,
    pl.kind, coalesce(pl.amount_cents, pl.rate_cents), pl.counted_cents, pl.created_at, pl.status,
    pl.rate_cents, pl.max_cents, pl.amount_cents,
    -- A child's result and a pledge's charge, one at most each, read as scalar subqueries rather than
    -- joined: the planner then orders a join of four tables, not six.
    (SELECT r.units FROM results r WHERE r.participant_id = pa.id),
    e.max_units,
    (SELECT c.state FROM pledge_charges c WHERE c.pledge_id = pl.id),
    -- What succeeded payments still bring in after refunds (decision 065).
    coalesce((
      SELECT sum(pm.amount_cents - pm.refunded_cents) FROM payments pm
      WHERE pm.pledge_id = pl.id AND pm.status = 'succeeded'
    ), 0)::bigint
  FROM parent_participants pp
  JOIN participants pa ON pa.id = pp.participant_id
  JOIN events e ON e.id = pa.event_id
  JOIN pledges pl ON pl.participant_id = pa.id
  WHERE pp.parent_user_id = parent AND pl.status <> 'cancelled'
  ORDER BY pl.created_at DESC, pl.id DESC;
END
$$;
