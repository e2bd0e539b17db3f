-- Keeps a member's materialised Timeline to its newest `keep` entries once it holds `keep + slack`
-- above its horizon: the horizon moves up to the keep-th newest entry and every row below it goes.
-- Every followee event at or above the new horizon is still in the table (it was above the old
-- one), so pages above it stay exact, and pages below it are read per followee, as below any
-- horizon. No publish lock is needed: a row a follow or a queued fan-out writes below the horizon
-- meanwhile is never read, and the next trim removes it. The member's row is locked first, so two
-- trims of one member take turns; its UPDATE tells every server process (migration 0015).
CREATE FUNCTION wl_timeline_trim(owner uuid, keep integer, slack integer) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  horizon record;
  bound record;
BEGIN
  SELECT u.timeline_horizon_at AS at, u.timeline_horizon_id AS id INTO horizon FROM users u WHERE u.id = owner FOR UPDATE;
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
