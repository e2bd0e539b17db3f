-- Timeline entries carry their event's json_version, so a Timeline page's keys are read from
-- timeline_entries alone. A change of the event rewrites its followers' rows in the same
-- statement, or, for a large audience, is queued in timeline_version_rewrites and rewritten after
-- the answer (services/events/queuedFanOut.ts), one chunk per wl_timeline_version_rewrite_next().
-- Why SQL: every change that raises json_version goes through an update of the event, made by
-- the app or by the triggers of eventJsonCache.sql; the trigger sees them all.

CREATE OR REPLACE FUNCTION wl_timeline_json_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM follows f WHERE f.followee_id = NEW.user_id LIMIT wl_timeline_fan_out_inline_max() + 1) audience)
     > wl_timeline_fan_out_inline_max() THEN
    INSERT INTO timeline_version_rewrites (event_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    PERFORM pg_notify('welink_timeline_fan_out', '');
  ELSE
    PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(NEW.user_id));
    UPDATE timeline_entries SET json_version = NEW.json_version WHERE event_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER events_timeline_json_version AFTER UPDATE ON events FOR EACH ROW
  WHEN (OLD.json_version IS DISTINCT FROM NEW.json_version)
  EXECUTE FUNCTION wl_timeline_json_version();

-- Takes the oldest queued rewrite no other process holds and rewrites one chunk of its rows,
-- answering the event's id (NULL when nothing is left). Locks in the order the fan-out takes
-- them (timelineFanOut.sql): the job, the event FOR SHARE (which waits for a change in flight and
-- then reads its version), the author's publish lock (so a follow or a fan-out chunk writing
-- rows meanwhile either commits first, and its rows are rewritten, or reads the new version).
-- A change committed during a chunk finds the job queued (ON CONFLICT DO NOTHING above does
-- not wait for a job's row lock) and the next chunk writes its version. The job ends when a
-- chunk finds fewer rows to rewrite than it may write.
CREATE OR REPLACE FUNCTION wl_timeline_version_rewrite_next(OUT job uuid) LANGUAGE plpgsql AS $$
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
      WHERE t.event_id = job AND t.json_version <> event.json_version
      LIMIT wl_timeline_fan_out_inline_max()
    )
    UPDATE timeline_entries t SET json_version = event.json_version FROM chunk c
    WHERE t.owner_id = c.owner_id AND t.created_at = c.created_at AND t.event_id = job;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written = wl_timeline_fan_out_inline_max() THEN
      RETURN;
    END IF;
    PERFORM wl_live_timeline(event.user_id);
  END IF;
  DELETE FROM timeline_version_rewrites WHERE event_id = job;
END $$;
