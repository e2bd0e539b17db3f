-- Unshown WeLinks: unshown_items lists each WeLink none of its owner's events shows (History's
-- WeLink entries, db/queries/history.ts), from its creation until one shows it, and again once
-- the last such event lets it go.
-- Why SQL: statement triggers on items and event_items keep it true for every writer, under
-- advisory locks per WeLink so concurrent shows and let-gos agree.

-- Both event_items triggers first take a lock per WeLink they judge, in id order: the check
-- of the one that lets a WeLink go then sees what a concurrent writer committed (each
-- statement of a function takes a new snapshot), so two events let go at once still leave
-- the WeLink unshown, and a WeLink shown meanwhile is not. Advisory locks, not row locks:
-- they make only these triggers wait for each other, never a WeLink's edit or another
-- member's event showing it. Showing locks only the author's own WeLinks (the only ones it
-- changes); letting go locks them all, since a deleted event's author is no longer known.
CREATE OR REPLACE FUNCTION wl_lock_welinks(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('unshown_items ' || id::text, 0)) FROM unnest(ids) id ORDER BY id;
END $$;

-- A WeLink is unshown from its creation until one of its owner's events shows it, and
-- again once the last such event lets it go (History's WeLink entries, history.ts).

-- Whether one of the owner's events shows the WeLink.
CREATE OR REPLACE FUNCTION wl_shown_by_owner(item uuid, owner uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM event_items ei JOIN events e ON e.id = ei.event_id WHERE ei.item_id = item AND e.user_id = owner)
$$;

-- Fills the table from scratch (the bench seed writes with triggers off, then calls it).
CREATE OR REPLACE FUNCTION wl_unshown_items_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO unshown_items (user_id, created_at, item_id)
  SELECT i.user_id, i.created_at, i.id FROM items i
  WHERE NOT wl_shown_by_owner(i.id, i.user_id)
  ON CONFLICT DO NOTHING;
$$;

-- A WeLink written with its event (wl_item_event, called from the insert's RETURNING) is
-- shown before this statement trigger runs: the event's own statement has ended.
CREATE OR REPLACE FUNCTION wl_items_unshown_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unshown_items (user_id, created_at, item_id)
  SELECT i.user_id, i.created_at, i.id FROM written_items i
  WHERE NOT wl_shown_by_owner(i.id, i.user_id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_unshown_inserted AFTER INSERT ON items REFERENCING NEW TABLE AS written_items
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_unshown_on_insert();

CREATE OR REPLACE FUNCTION wl_items_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_lock_welinks(ARRAY(SELECT s.item_id FROM shown s JOIN events e ON e.id = s.event_id JOIN items i ON i.id = s.item_id AND i.user_id = e.user_id));
  DELETE FROM unshown_items u USING shown s JOIN events e ON e.id = s.event_id
  WHERE u.item_id = s.item_id AND u.user_id = e.user_id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER event_items_shown AFTER INSERT ON event_items REFERENCING NEW TABLE AS shown
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_shown();

CREATE OR REPLACE FUNCTION wl_items_let_go() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_lock_welinks(ARRAY(SELECT DISTINCT item_id FROM let_go));
  INSERT INTO unshown_items (user_id, created_at, item_id)
  SELECT i.user_id, i.created_at, i.id FROM items i
  WHERE i.id IN (SELECT item_id FROM let_go)
    AND NOT wl_shown_by_owner(i.id, i.user_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER event_items_let_go AFTER DELETE ON event_items REFERENCING OLD TABLE AS let_go
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_let_go();
