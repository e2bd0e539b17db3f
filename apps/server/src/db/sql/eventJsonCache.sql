-- Event JSON cache: event_json_cache keeps each event's JSON as the feeds send it, keyed by
-- events.json_version. These triggers raise that version on every change the JSON shows (the
-- event, its WeLinks, their titles and ratings, its author's or a WeLink owner's name), so a
-- cached JSON of an older version is never read, whatever order reads and writes commit in.
-- Why SQL: a change can come from any statement (the app, another trigger, a hand); only the
-- database sees them all.

-- An event's answer version rises with every change its JSON shows (docs/decisions/0006):
-- its own row, its list of WeLinks, those WeLinks, and its author's or a WeLink owner's name.
-- A cached JSON holds the version it was built from, so whatever order a read and a write
-- commit in, a read never takes a JSON older than the event. Every change comes through an
-- update of the event (the triggers below update it), which sets version + 1 and drops the
-- cached JSON, so nothing it showed (a deleted member's name, say) outlives the change.
CREATE OR REPLACE FUNCTION wl_event_json_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.json_version := OLD.json_version + 1;
  DELETE FROM event_json_cache WHERE event_id = OLD.id;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER events_json_changed BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION wl_event_json_changed();

CREATE OR REPLACE FUNCTION wl_event_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE events SET json_version = json_version + 1 WHERE id = NEW.event_id;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.event_id <> NEW.event_id THEN
    UPDATE events SET json_version = json_version + 1 WHERE id = OLD.event_id;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER event_items_json_changed AFTER INSERT OR UPDATE OR DELETE ON event_items FOR EACH ROW EXECUTE FUNCTION wl_event_items_changed();

CREATE OR REPLACE FUNCTION wl_item_json_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_timeline_lock_all(ARRAY(SELECT e.user_id FROM event_items ei JOIN events e ON e.id = ei.event_id WHERE ei.item_id = NEW.id));
  UPDATE events SET json_version = json_version + 1
  WHERE id IN (SELECT event_id FROM event_items WHERE item_id = NEW.id);
  RETURN NULL;
END $$;

-- Named to sort before items_answers_renamed: triggers of one event fire in name order.
CREATE OR REPLACE TRIGGER items_affect_event_json AFTER UPDATE ON items FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION wl_item_json_changed();

CREATE OR REPLACE FUNCTION wl_user_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_timeline_lock_all(NEW.id || ARRAY(
    SELECT e.user_id FROM items i JOIN event_items ei ON ei.item_id = i.id JOIN events e ON e.id = ei.event_id WHERE i.user_id = NEW.id));
  UPDATE events SET json_version = json_version + 1 WHERE user_id = NEW.id;
  UPDATE events SET json_version = json_version + 1
  WHERE user_id <> NEW.id AND id IN (SELECT ei.event_id FROM items i JOIN event_items ei ON ei.item_id = i.id WHERE i.user_id = NEW.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_name_in_event_json AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION wl_user_name_changed();
