-- Timeline trim: wl_timeline_trim(owner, keep, slack) keeps a member's materialised Timeline to
-- its newest `keep` entries once it holds `slack` more, raising the member's horizon
-- (services/events/timelineTrim.ts calls it in batches).
-- Why SQL: it reads, locks and deletes one member's rows in one round trip.

-- A trim batch (services/events/timelineTrim.ts) locked each member's row FOR UPDATE until it
-- committed, which also blocks every foreign key check on that member (KEY SHARE). A write
-- naming two members (a connection request) could hold one and wait for the other while the
-- batch held the second and waited for the first: the load test saw PostgreSQL end it as a
-- deadlock, a 500. FOR NO KEY UPDATE still makes two trims of one member take turns, and is
-- the lock the trim's own UPDATE of the row takes anyway, but lets foreign key checks through.
CREATE OR REPLACE FUNCTION wl_timeline_trim(owner uuid, keep integer, slack integer) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  horizon record;
  bound record;
BEGIN
  SELECT u.timeline_horizon_at AS at, u.timeline_horizon_id AS id INTO horizon FROM users u WHERE u.id = owner FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM 1 FROM timeline_entries t WHERE t.owner_id = owner
    AND (t.created_at, t.event_id) >= (COALESCE(horizon.at, '-infinity'), COALESCE(horizon.id, '00000000-0000-0000-0000-000000000000'))
    ORDER BY t.created_at DESC, t.event_id DESC OFFSET keep + slack - 1 LIMIT 1;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  SELECT t.created_at, t.event_id INTO bound FROM timeline_entries t WHERE t.owner_id = owner
    ORDER BY t.created_at DESC, t.event_id DESC OFFSET keep - 1 LIMIT 1;
  UPDATE users SET timeline_horizon_at = bound.created_at, timeline_horizon_id = bound.event_id WHERE id = owner;
  DELETE FROM timeline_entries t WHERE t.owner_id = owner AND (t.created_at, t.event_id) < (bound.created_at, bound.event_id);
  RETURN true;
END $$;
