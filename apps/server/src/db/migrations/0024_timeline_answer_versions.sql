-- A Timeline page read its events' keys (id, answer_version) from events: 51 primary-key
-- descents and heap fetches, half of PostgreSQL's work per page.
-- Each row now carries its event's answer_version, in the primary key's leaf entries, so a
-- page's keys are one index-only range of timeline_entries. The price is paid on write: a
-- change to an event's answer rewrites the version in every follower's row of it. A
-- Timeline never holds its owner's own events, so no key needs the viewer's unread count:
-- the app refused to follow oneself, and now the table does too (a row that did is dropped).
ALTER TABLE "timeline_entries" ADD COLUMN "answer_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DELETE FROM follows WHERE follower_id = followee_id;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."followee_id");--> statement-breakpoint
UPDATE timeline_entries t SET answer_version = e.answer_version FROM events e WHERE e.id = t.event_id AND e.answer_version <> 0;--> statement-breakpoint
ALTER TABLE timeline_entries DROP CONSTRAINT "timeline_entries_owner_id_created_at_event_id_pk";--> statement-breakpoint
ALTER TABLE timeline_entries ADD CONSTRAINT "timeline_entries_owner_id_created_at_event_id_pk"
  PRIMARY KEY (owner_id, created_at, event_id) INCLUDE (answer_version);--> statement-breakpoint
-- Every change of an event's answer comes through an update of the event (migration 0008). It
-- takes the author's publish lock before rewriting the rows, as a publish and a follow take it
-- (migration 0007), so a follow or a fan-out chunk writing rows at the same time either
-- commits before the rewrite (whose statement then sees its rows) or reads the new version.
-- Not `UPDATE OF answer_version`: the version is set by a BEFORE trigger, not by the statement.
CREATE FUNCTION wl_timeline_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(NEW.user_id));
  UPDATE timeline_entries SET answer_version = NEW.answer_version WHERE event_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_timeline_answer_version AFTER UPDATE ON events FOR EACH ROW
  WHEN (OLD.answer_version IS DISTINCT FROM NEW.answer_version)
  EXECUTE FUNCTION wl_timeline_answer_version();--> statement-breakpoint
-- Every writer of rows writes the version it reads, under the locks above.
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_row(event events) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, answer_version)
  SELECT f.follower_id, event.created_at, event.id, event.user_id, event.answer_version FROM follows f WHERE f.followee_id = event.user_id
  ON CONFLICT DO NOTHING;
  PERFORM wl_live_timeline(event.user_id);
END $$;--> statement-breakpoint
-- The chunk reads the event FOR SHARE, which waits for an update of it to commit and then
-- reads that update's version.
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_next(OUT job uuid, OUT author uuid) LANGUAGE plpgsql AS $$
DECLARE
  event events;
  reached uuid;
  written integer;
BEGIN
  SELECT q.event_id, q.reached_follower_id INTO job, reached FROM timeline_fan_outs q
  ORDER BY q.queued_at, q.event_id LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF job IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO event FROM events e WHERE e.id = job FOR SHARE;
  IF FOUND THEN
    author := event.user_id;
    PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
    WITH chunk AS (
      SELECT f.follower_id FROM follows f
      WHERE f.followee_id = event.user_id AND (reached IS NULL OR f.follower_id > reached)
      ORDER BY f.follower_id LIMIT wl_timeline_fan_out_inline_max()
    ), rows AS (
      INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, answer_version)
      SELECT c.follower_id, event.created_at, event.id, event.user_id, event.answer_version FROM chunk c
      ON CONFLICT DO NOTHING
    )
    SELECT count(*), (array_agg(c.follower_id ORDER BY c.follower_id DESC))[1] INTO written, reached FROM chunk c;
    IF written = wl_timeline_fan_out_inline_max() THEN
      UPDATE timeline_fan_outs SET reached_follower_id = reached WHERE event_id = job;
      RETURN;
    END IF;
    PERFORM wl_live_timeline(event.user_id);
  END IF;
  DELETE FROM timeline_fan_outs WHERE event_id = job;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_timeline_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  horizon_at timestamp(3) with time zone;
  horizon_id uuid;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(wl_timeline_lock_key(NEW.followee_id));
  SELECT timeline_horizon_at, timeline_horizon_id INTO horizon_at, horizon_id FROM users WHERE id = NEW.follower_id;
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, answer_version)
  SELECT NEW.follower_id, e.created_at, e.id, e.user_id, e.answer_version FROM events e
  WHERE e.user_id = NEW.followee_id AND (horizon_at IS NULL OR (e.created_at, e.id) >= (horizon_at, horizon_id))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
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
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, answer_version)
  SELECT owner, k.created_at, k.id, k.user_id, k.answer_version FROM follows f
  CROSS JOIN LATERAL (
    SELECT e.user_id, e.id, e.created_at, e.answer_version FROM events e
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
