CREATE TABLE "event_answers" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"json" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "answer_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An event's answer version rises with every change its answer shows (docs/decisions/0006):
-- its own row, its list of WeLinks, those WeLinks, and its author's or a WeLink owner's name.
-- A kept answer holds the version it was built from, so whatever order a read and a write
-- commit in, a read never takes an answer older than the event. Every change comes through an
-- update of the event (the triggers below update it), which sets version + 1 and drops the
-- kept answer, so nothing it showed (a deleted member's name, say) outlives the change.
CREATE FUNCTION wl_event_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.answer_version := OLD.answer_version + 1;
  DELETE FROM event_answers WHERE event_id = OLD.id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER events_answer_changed BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION wl_event_answer_changed();--> statement-breakpoint
CREATE FUNCTION wl_event_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE events SET answer_version = answer_version + 1 WHERE id = NEW.event_id;
  END IF;
  IF TG_OP = 'DELETE' OR OLD.event_id <> NEW.event_id THEN
    UPDATE events SET answer_version = answer_version + 1 WHERE id = OLD.event_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_items_answer_changed AFTER INSERT OR UPDATE OR DELETE ON event_items FOR EACH ROW EXECUTE FUNCTION wl_event_items_changed();--> statement-breakpoint
CREATE FUNCTION wl_item_answer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET answer_version = answer_version + 1
  WHERE id IN (SELECT event_id FROM event_items WHERE item_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_answer_changed AFTER UPDATE ON items FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION wl_item_answer_changed();--> statement-breakpoint
CREATE FUNCTION wl_user_name_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET answer_version = answer_version + 1 WHERE user_id = NEW.id;
  UPDATE events SET answer_version = answer_version + 1
  WHERE user_id <> NEW.id AND id IN (SELECT ei.event_id FROM items i JOIN event_items ei ON ei.item_id = i.id WHERE i.user_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_answer_name_changed AFTER UPDATE OF name ON users FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION wl_user_name_changed();
