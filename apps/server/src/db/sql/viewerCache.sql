-- Viewer cache: every change to a user row tells every server process, on commit, to forget
-- that member from its cache of signed-in members (plugins/viewerCache.ts).
-- Why SQL: a change made by the app, a function or by hand is seen only by the database.

-- Every server process keeps the members it has recently signed in (plugins/viewerCache.ts), so
-- a request does not read its user row again. Any change to a user row, made by the app, a
-- function or by hand, tells every process to forget that member, when it commits.
CREATE OR REPLACE FUNCTION wl_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('welink_viewer_changed', OLD.id::text);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION wl_viewer_changed();
