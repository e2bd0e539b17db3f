CREATE TABLE "timeline_entries" (
	"owner_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"event_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	CONSTRAINT "timeline_entries_owner_id_created_at_event_id_pk" PRIMARY KEY("owner_id","created_at","event_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timeline_horizon_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "timeline_horizon_id" uuid;--> statement-breakpoint
CREATE INDEX "timeline_entries_event_idx" ON "timeline_entries" USING btree ("event_id");--> statement-breakpoint
-- Fan-out on write. A new event goes into every follower's Timeline. Publishing takes an
-- exclusive lock on its author's key and a new follow a shared one, so a publish and a follow of
-- the same author cannot each miss the other's row (READ COMMITTED gives the statement after the
-- lock a snapshot that sees whichever committed first); follows never wait for each other.
CREATE FUNCTION wl_timeline_lock_key(author uuid) RETURNS bigint LANGUAGE sql IMMUTABLE AS
  $$ SELECT hashtextextended('timeline:' || author::text, 0) $$;--> statement-breakpoint
CREATE FUNCTION wl_timeline_fan_out_row(event events) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
  SELECT f.follower_id, event.created_at, event.id, event.user_id FROM follows f WHERE f.followee_id = event.user_id;
END $$;--> statement-breakpoint
CREATE FUNCTION wl_timeline_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_timeline_fan_out_row(NEW);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_timeline_fan_out AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION wl_timeline_fan_out();--> statement-breakpoint
-- What a foreign key would cascade, without its per-row check on every fanned-out row.
CREATE FUNCTION wl_timeline_event_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE event_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_timeline_deleted AFTER DELETE ON events FOR EACH ROW EXECUTE FUNCTION wl_timeline_event_deleted();--> statement-breakpoint
CREATE FUNCTION wl_timeline_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timeline_entries;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_timeline_truncated AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION wl_timeline_events_truncated();--> statement-breakpoint
-- The app never moves an event in time or to another author, but whoever does (by hand, in a
-- test) gets it fanned out again; rows under a member's horizon are ignored by reads.
CREATE FUNCTION wl_timeline_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE event_id = OLD.id;
  PERFORM wl_timeline_fan_out_row(NEW);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_timeline_moved AFTER UPDATE OF created_at, user_id ON events FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION wl_timeline_event_moved();--> statement-breakpoint
-- A new follow brings the followee's events down to the follower's horizon; an unfollow takes them
-- away (the follower's rows, filtered by author: an unfollow is rare, a publish is not, so the
-- table keeps no (owner, author) index to write on every publish).
CREATE FUNCTION wl_timeline_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  horizon_at timestamp(3) with time zone;
  horizon_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(wl_timeline_lock_key(NEW.followee_id));
  SELECT timeline_horizon_at, timeline_horizon_id INTO horizon_at, horizon_id FROM users WHERE id = NEW.follower_id;
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
  SELECT NEW.follower_id, e.created_at, e.id, e.user_id FROM events e
  WHERE e.user_id = NEW.followee_id AND (horizon_at IS NULL OR (e.created_at, e.id) >= (horizon_at, horizon_id))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER follows_timeline_follow AFTER INSERT ON follows FOR EACH ROW EXECUTE FUNCTION wl_timeline_follow();--> statement-breakpoint
CREATE FUNCTION wl_timeline_unfollow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE owner_id = OLD.follower_id AND author_id = OLD.followee_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER follows_timeline_unfollow AFTER DELETE ON follows FOR EACH ROW EXECUTE FUNCTION wl_timeline_unfollow();--> statement-breakpoint
-- Materialises one member's Timeline from scratch, its newest `keep` events at most, and sets the
-- horizon (null when nothing was left out). Offline only (this migration, the bench seed): it does
-- not take the publish locks. The newest 20 of each followee give a lower bound of the keep-th
-- newest key, so each followee is read from its newest down to that bound only.
CREATE FUNCTION wl_timeline_rebuild(owner uuid, keep integer) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
  SELECT owner, k.created_at, k.id, k.user_id FROM follows f
  CROSS JOIN LATERAL (
    SELECT e.user_id, e.id, e.created_at FROM events e
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
END $$;--> statement-breakpoint
-- Existing installs: every member's newest 1,000 (a few months of a busy circle); older pages are
-- still read per followee, below the horizon.
SELECT wl_timeline_rebuild(id, 1000) FROM users;
