-- A queued fan-out (migration 0014) wrote every follower's row in one statement: 0.2-0.4 s of
-- one of the machine's two cores for a member followed by thousands, during which every
-- request waited. It now writes a chunk of followers per
-- statement, in follower order, and the job keeps the last follower it reached; between
-- chunks the process's next statement queues behind the requests' ones in the pool. The index
-- on (followee_id, follower_id) reads each chunk in order, index-only.
DROP INDEX "follows_followee_idx";--> statement-breakpoint
ALTER TABLE "timeline_fan_outs" ADD COLUMN "reached_follower_id" uuid;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","follower_id");--> statement-breakpoint
-- Each chunk takes the author's publish lock in its own transaction, so a follow in between
-- still sees the event (wl_timeline_follow brings it; ON CONFLICT skips a row written twice),
-- and an unfollow in between leaves the member out of the chunks still to come. The followers
-- are told once, when the last chunk is written.
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
      INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
      SELECT c.follower_id, event.created_at, event.id, event.user_id FROM chunk c
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
END $$;
