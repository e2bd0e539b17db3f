-- Every server process keeps the members it has recently signed in (plugins/viewerCache.ts), so
-- a request does not read its user row again. Any change to a user row, made by the app, a
-- function or by hand, tells every process to forget that member, when it commits.
CREATE FUNCTION wl_viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('welink_viewer_changed', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION wl_viewer_changed();
