-- Timeline fan-out on write: a new event goes into every follower's materialised Timeline
-- (timeline_entries) in the publishing statement, or, for an audience larger than
-- wl_timeline_fan_out_inline_max(), is queued in timeline_fan_outs and written after the answer
-- by services/events/queuedFanOut.ts, one chunk of followers per call of wl_timeline_fan_out_next().
-- Why SQL: the rows are written by the insert of the event itself, whoever inserts it, under
-- the author's publish lock, in one round trip however many followers there are.

-- The live signal that an author's followers' Timelines have news (live/liveBus.ts, LiveSignal
-- 'timeline'), delivered when the transaction commits.
CREATE OR REPLACE FUNCTION wl_live_timeline(author uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('welink_live', json_build_object('kind', 'timeline', 'authorId', author)::text)
$$;

-- ~20 ms of rows on a busy server: beyond it, a publish waits for the queue.
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_inline_max() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 500 $$;

-- Every writer of rows writes the version it reads, under the locks above.
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_row(event events) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, json_version)
  SELECT f.follower_id, event.created_at, event.id, event.user_id, event.json_version FROM follows f WHERE f.followee_id = event.user_id
  ON CONFLICT DO NOTHING;
  PERFORM wl_live_timeline(event.user_id);
END $$;

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
END $$;

CREATE OR REPLACE TRIGGER events_timeline_fan_out AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION wl_timeline_fan_out();

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
      INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id, json_version)
      SELECT c.follower_id, event.created_at, event.id, event.user_id, event.json_version FROM chunk c
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
