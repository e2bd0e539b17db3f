ALTER TABLE "response_items" ADD COLUMN "item_folded_title" text;--> statement-breakpoint
-- The answered WeLink's folded title, beside who asked (0009): the WeLink search keeps only the
-- answers whose title matches from the index below, instead of reading every WeLink answered to
-- the questions a member may see.
UPDATE "response_items" ri SET "item_folded_title" = wl_fold(i.title) FROM items i WHERE i.id = ri.item_id;--> statement-breakpoint
DROP INDEX "response_items_question_owner_idx";--> statement-breakpoint
CREATE INDEX "response_items_question_owner_idx" ON "response_items" USING btree ("question_owner_id","item_id","item_folded_title");--> statement-breakpoint
-- FOR SHARE waits for a rename of the WeLink in flight and then reads its new title; a rename
-- that starts later waits for this answer and then updates it. Writers that also delete answers
-- (replaceResponseItems) take these locks first, so a rename never waits for them while they wait for it.
CREATE FUNCTION wl_response_item_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT wl_fold(i.title) INTO NEW.item_folded_title FROM items i WHERE i.id = NEW.item_id FOR SHARE;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER response_items_item_title BEFORE INSERT OR UPDATE OF item_id, item_folded_title ON response_items
  FOR EACH ROW EXECUTE FUNCTION wl_response_item_title();--> statement-breakpoint
CREATE FUNCTION wl_answered_item_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_items SET item_folded_title = wl_fold(NEW.title) WHERE item_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_answers_renamed AFTER UPDATE OF title ON items FOR EACH ROW
  WHEN (wl_fold(OLD.title) IS DISTINCT FROM wl_fold(NEW.title)) EXECUTE FUNCTION wl_answered_item_renamed();
