-- Timeline rows follow their events: deleted, moved in time or to another author, or truncated
-- with the events table.
-- Why SQL: timeline_entries has no foreign keys (a per-row check doubled a publish's cost);
-- these triggers do what a cascade would, for every writer, the app or a hand.

-- What a foreign key would cascade, without its per-row check on every fanned-out row.
CREATE OR REPLACE FUNCTION wl_timeline_event_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE event_id = OLD.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER events_timeline_deleted AFTER DELETE ON events FOR EACH ROW EXECUTE FUNCTION wl_timeline_event_deleted();

-- The app never moves an event in time or to another author, but whoever does (by hand, in a
-- test) gets it fanned out again; rows under a member's horizon are ignored by reads.
CREATE OR REPLACE FUNCTION wl_timeline_event_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM timeline_entries WHERE event_id = OLD.id;
  PERFORM wl_timeline_fan_out_row(NEW);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER events_timeline_moved AFTER UPDATE OF created_at, user_id ON events FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION wl_timeline_event_moved();

CREATE OR REPLACE FUNCTION wl_timeline_events_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE timeline_entries, timeline_fan_outs;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER events_timeline_truncated AFTER TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION wl_timeline_events_truncated();
