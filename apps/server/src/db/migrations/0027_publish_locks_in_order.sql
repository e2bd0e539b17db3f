-- A transaction that takes several authors' publish locks (wl_timeline_lock_key) now takes them
-- all first, in the keys' order, so two such transactions never each hold one the other waits
-- for. A rename locked its own events' author, then the
-- authors of the events showing its WeLinks, in row order; an accepted connection locked the
-- two members in the order of its rows: a rename and an acceptance between the same two
-- members, at the same moment, could deadlock, and PostgreSQL ended one with an error.
CREATE FUNCTION wl_timeline_lock_all(authors uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT wl_timeline_lock_key(a) AS k FROM unnest(authors) a ORDER BY 1) keys;
END $$;--> statement-breakpoint
CREATE FUNCTION wl_timeline_lock_all_shared(authors uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT wl_timeline_lock_key(a) AS k FROM unnest(authors) a ORDER BY 1) keys;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_item_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_timeline_lock_all(ARRAY(SELECT e.user_id FROM event_items ei JOIN events e ON e.id = ei.event_id WHERE ei.item_id = NEW.id));
  UPDATE events SET answer_version = answer_version + 1
  WHERE id IN (SELECT event_id FROM event_items WHERE item_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION wl_user_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_timeline_lock_all(NEW.id || ARRAY(
    SELECT e.user_id FROM items i JOIN event_items ei ON ei.item_id = i.id JOIN events e ON e.id = ei.event_id WHERE i.user_id = NEW.id));
  UPDATE events SET answer_version = answer_version + 1 WHERE user_id = NEW.id;
  UPDATE events SET answer_version = answer_version + 1
  WHERE user_id <> NEW.id AND id IN (SELECT ei.event_id FROM items i JOIN event_items ei ON ei.item_id = i.id WHERE i.user_id = NEW.id);
  RETURN NULL;
END $$;
