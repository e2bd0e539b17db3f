-- A publish wrote one Timeline row per follower inside its own request: 0.3-0.4 s on an idle
-- server for a member followed by 10,000, and the request's transaction held the author's
-- publish lock all that time. Past wl_timeline_fan_out_inline_max() followers, the event is
-- queued instead and a server process fans it out after the answer (services/events/
-- queuedFanOut.ts), woken by a NOTIFY on welink_timeline_fan_out when the publish commits.
CREATE TABLE "timeline_fan_outs" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- ~20 ms of rows on a busy server: beyond it, a publish waits for the queue.
CREATE FUNCTION wl_timeline_fan_out_inline_max() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 500 $$;--> statement-breakpoint
-- ON CONFLICT: a queued event may already have reached a member who followed its author in
-- between (wl_timeline_follow brings the followee's committed events).
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_row(event events) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
  SELECT f.follower_id, event.created_at, event.id, event.user_id FROM follows f WHERE f.followee_id = event.user_id
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_timeline_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM follows f WHERE f.followee_id = NEW.user_id LIMIT wl_timeline_fan_out_inline_max() + 1) audience)
     > wl_timeline_fan_out_inline_max() THEN
    INSERT INTO timeline_fan_outs (event_id) VALUES (NEW.id);
    PERFORM pg_notify('welink_timeline_fan_out', '');
  ELSE
    PERFORM wl_timeline_fan_out_row(NEW);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Takes the oldest queued event no other process is fanning out, fans it out and answers it
-- with its author (all NULL when nothing is left; author NULL when the event is gone). FOR
-- SHARE keeps the event from being deleted or moved while its rows are written. The delete
-- trigger leaves the queue alone: it would wait for this row's lock while this waits for the
-- event's.
CREATE FUNCTION wl_timeline_fan_out_next(OUT job uuid, OUT author uuid) LANGUAGE plpgsql AS $$
DECLARE
  event events;
BEGIN
  SELECT q.event_id INTO job FROM timeline_fan_outs q ORDER BY q.queued_at, q.event_id LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF job IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO event FROM events e WHERE e.id = job FOR SHARE;
  IF FOUND THEN
    PERFORM wl_timeline_fan_out_row(event);
    author := event.user_id;
  END IF;
  DELETE FROM timeline_fan_outs WHERE event_id = job;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_timeline_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timeline_entries, timeline_fan_outs;
  RETURN NULL;
END $$;
