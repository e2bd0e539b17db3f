-- Timelines follow the follows: a new follow brings the followee's events above the follower's
-- horizon into their Timeline, an unfollow takes them out; wl_timeline_rebuild(owner, keep)
-- rewrites one member's newest `keep` entries from scratch.
-- Why SQL: the rows change in the statement that changes the follow, whoever writes it, under
-- the followee's publish lock (shared), so a concurrent publish cannot be missed.

CREATE OR REPLACE FUNCTION wl_timeline_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  horizon_at timestamp(3) with time zone;
  horizon_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(wl_timeline_lock_key(NEW.followee_id));
  SELECT timeline_horizon_at, timeline_horizon_id INTO horizon_at, horizon_id FROM users WHERE id = NEW.follower_id;
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, json_version)
  SELECT NEW.follower_id, e.created_at, e.id, e.user_id, e.json_version FROM events e
  WHERE e.user_id = NEW.followee_id AND (horizon_at IS NULL OR (e.created_at, e.id) >= (horizon_at, horizon_id))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER follows_timeline_follow AFTER INSERT ON follows FOR EACH ROW EXECUTE FUNCTION wl_timeline_follow();

CREATE OR REPLACE FUNCTION wl_timeline_unfollow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE owner_id = OLD.follower_id AND author_id = OLD.followee_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER follows_timeline_unfollow AFTER DELETE ON follows FOR EACH ROW EXECUTE FUNCTION wl_timeline_unfollow();

CREATE OR REPLACE FUNCTION wl_timeline_rebuild(owner uuid, keep integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bound record;
  kept integer;
  lowest record;
BEGIN
  DELETE FROM timeline_entries WHERE owner_id = owner;
  SELECT k.created_at, k.id INTO bound FROM follows f
  CROSS JOIN LATERAL (
    SELECT e.created_at, e.id FROM events e WHERE e.user_id = f.followee_id
    ORDER BY e.created_at DESC, e.id DESC LIMIT 20
  ) k
  WHERE f.follower_id = owner
  ORDER BY k.created_at DESC, k.id DESC OFFSET keep - 1 LIMIT 1;
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, json_version)
  SELECT owner, k.created_at, k.id, k.user_id, k.json_version FROM follows f
  CROSS JOIN LATERAL (
    SELECT e.user_id, e.id, e.created_at, e.json_version FROM events e
    WHERE e.user_id = f.followee_id AND (bound.id IS NULL OR (e.created_at, e.id) >= (bound.created_at, bound.id))
    ORDER BY e.created_at DESC, e.id DESC LIMIT keep
  ) k
  WHERE f.follower_id = owner
  ORDER BY k.created_at DESC, k.id DESC LIMIT keep;
  GET DIAGNOSTICS kept = ROW_COUNT;
  IF kept < keep THEN
    UPDATE users SET timeline_horizon_at = NULL, timeline_horizon_id = NULL WHERE id = owner;
  ELSE
    SELECT created_at, event_id INTO lowest FROM timeline_entries WHERE owner_id = owner
    ORDER BY created_at, event_id LIMIT 1;
    UPDATE users SET timeline_horizon_at = lowest.created_at, timeline_horizon_id = lowest.event_id WHERE id = owner;
  END IF;
END $$;
