-- A change of an event's answer rewrote, within its request, the answer_version of every
-- follower's Timeline row of it (migration 0024): for an author followed by thousands, a
-- rating (or an edit of the event, of a WeLink it shows, a rename) rewrote thousands of rows
-- under the author's publish lock, and made the mixed workload's slowest requests (ratings of
-- 1.2-1.8 s). Past wl_timeline_fan_out_inline_max() followers the event is
-- now queued instead, as a publish is (migration 0014), and rewritten after the answer. Until
-- then those followers' rows hold the previous version, so their Timeline shows the previous
-- answer for that moment; the rewrite's end tells their open streams, as a fan-out does.
CREATE TABLE "timeline_version_rewrites" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_timeline_answer_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM follows f WHERE f.followee_id = NEW.user_id LIMIT wl_timeline_fan_out_inline_max() + 1) audience)
     > wl_timeline_fan_out_inline_max() THEN
    INSERT INTO timeline_version_rewrites (event_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    PERFORM pg_notify('welink_timeline_fan_out', '');
  ELSE
    PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(NEW.user_id));
    UPDATE timeline_entries SET answer_version = NEW.answer_version WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Takes the oldest queued rewrite no other process holds and rewrites one chunk of its rows,
-- answering the event's id (NULL when nothing is left). Locks in the order the fan-out takes
-- them (migration 0024): the job, the event FOR SHARE (which waits for a change in flight and
-- then reads its version), the author's publish lock (so a follow or a fan-out chunk writing
-- rows meanwhile either commits first, and its rows are rewritten, or reads the new version).
-- A change committed during a chunk finds the job queued (ON CONFLICT DO NOTHING above does
-- not wait for a job's row lock) and the next chunk writes its version. The job ends when a
-- chunk finds fewer rows to rewrite than it may write.
CREATE FUNCTION wl_timeline_version_rewrite_next(OUT job uuid) LANGUAGE plpgsql AS $$
DECLARE
  event events;
  written integer;
BEGIN
  SELECT q.event_id INTO job FROM timeline_version_rewrites q
  ORDER BY q.queued_at, q.event_id LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF job IS NULL THEN
    RETURN;
  END IF;
  SELECT * INTO event FROM events e WHERE e.id = job FOR SHARE;
  IF FOUND THEN
    PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
    WITH chunk AS (
      SELECT t.owner_id, t.created_at FROM timeline_entries t
      WHERE t.event_id = job AND t.answer_version <> event.answer_version
      LIMIT wl_timeline_fan_out_inline_max()
    )
    UPDATE timeline_entries t SET answer_version = event.answer_version FROM chunk c
    WHERE t.owner_id = c.owner_id AND t.created_at = c.created_at AND t.event_id = job;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written = wl_timeline_fan_out_inline_max() THEN
      RETURN;
    END IF;
    PERFORM wl_live_timeline(event.user_id);
  END IF;
  DELETE FROM timeline_version_rewrites WHERE event_id = job;
END $$;--> statement-breakpoint
-- Rating a WeLink tells its owner's followers' open streams (migration 0019); for a large
-- audience, whose rows now get the new version after the answer, the rewrite's end tells
-- them instead, so they do not reload a Timeline that still holds the previous answer.
CREATE OR REPLACE FUNCTION wl_item_event(item items, publish boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kept uuid;
BEGIN
  SELECT e.id INTO kept FROM events e JOIN event_items ei ON ei.event_id = e.id
  WHERE ei.item_id = item.id AND e.user_id = item.user_id AND e.type = 'informative'
  ORDER BY e.created_at DESC LIMIT 1;
  IF kept IS NOT NULL THEN
    UPDATE events SET title = item.title, description = coalesce(item.description, item.synopsis),
      comment = item.comment, rating = nullif(item.rating, 0), category = item.category,
      subcategory = item.subcategory, tags = item.tags, updated_at = now()
    WHERE id = kept;
    IF NOT EXISTS (SELECT 1 FROM timeline_version_rewrites q WHERE q.event_id = kept) THEN
      PERFORM wl_live_timeline(item.user_id);
    END IF;
  ELSIF publish THEN
    INSERT INTO events (user_id, type, title, description, comment, rating, category, subcategory, tags)
    VALUES (item.user_id, 'informative', item.title, coalesce(item.description, item.synopsis),
      item.comment, nullif(item.rating, 0), item.category, item.subcategory, item.tags)
    RETURNING id INTO kept;
    INSERT INTO event_items (event_id, position, item_id) VALUES (kept, 0, item.id);
  END IF;
END $$;
