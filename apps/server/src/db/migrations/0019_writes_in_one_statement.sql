-- Under load a write's round trips, not its CPU, made its latency:
-- rating a WeLink was a transaction of seven statements, each waiting its turn on a saturated
-- machine while its transaction held a pooled connection. A WeLink's Timeline event is now kept
-- by this function, which the write calls from its own RETURNING (db/queries/items.ts), so
-- creating or rating a WeLink is one statement. Creating or rating it (`publish`) tells the
-- owner's followers: the first time as a new event, afterwards by updating that event; any
-- other edit only refreshes an event that exists. The seed writes the same event
-- (bench/seedSql.ts, itemEvents).
CREATE FUNCTION wl_item_event(item items, publish boolean) RETURNS void LANGUAGE plpgsql AS $$
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
    PERFORM wl_live_timeline(item.user_id);
  ELSIF publish THEN
    INSERT INTO events (user_id, type, title, description, comment, rating, category, subcategory, tags)
    VALUES (item.user_id, 'informative', item.title, coalesce(item.description, item.synopsis),
      item.comment, nullif(item.rating, 0), item.category, item.subcategory, item.tags)
    RETURNING id INTO kept;
    INSERT INTO event_items (event_id, position, item_id) VALUES (kept, 0, item.id);
  END IF;
END $$;--> statement-breakpoint
-- The live signal that an author's followers' Timelines have news (live/liveBus.ts, LiveSignal
-- 'timeline'), delivered when the transaction commits.
CREATE FUNCTION wl_live_timeline(author uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('welink_live', json_build_object('kind', 'timeline', 'authorId', author)::text)
$$;--> statement-breakpoint
-- Whoever fans an event out tells its followers, in the same transaction: the publish itself
-- when it writes the rows inline, the queued fan-out (migration 0014) once it has. A publish
-- no longer asks the queue afterwards whether to tell them (two round trips in each).
CREATE OR REPLACE FUNCTION wl_timeline_fan_out_row(event events) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(wl_timeline_lock_key(event.user_id));
  INSERT INTO timeline_entries (owner_id, created_at, event_id, author_id)
  SELECT f.follower_id, event.created_at, event.id, event.user_id FROM follows f WHERE f.followee_id = event.user_id
  ON CONFLICT DO NOTHING;
  PERFORM wl_live_timeline(event.user_id);
END $$;
