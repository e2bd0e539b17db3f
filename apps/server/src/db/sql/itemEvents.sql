-- A WeLink's event: wl_item_event(item, publish) copies a rated WeLink onto its owner's newest
-- informative event showing it, or publishes one when asked (db/queries/items.ts calls it in
-- the RETURNING of a WeLink's insert or update).
-- Why SQL: the WeLink, its event and their Timeline fan-out are written in one statement.

-- Rating a WeLink tells its owner's followers' open streams; for a large
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
