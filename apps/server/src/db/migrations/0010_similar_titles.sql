CREATE TABLE "item_titles" (
	"folded" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "item_titles" ("folded") SELECT DISTINCT wl_fold("title") FROM "items";--> statement-breakpoint
CREATE INDEX "item_titles_trgm_idx" ON "item_titles" USING gist ("folded" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_folded_title_idx" ON "items" USING btree (wl_fold("title"));--> statement-breakpoint
-- item_titles holds exactly the titles WeLinks hold, in the writing transaction (docs/decisions/0008).
-- A writer locks the title's row (DO UPDATE, not DO NOTHING), so a concurrent deletion of the
-- title's last WeLink either waits and then sees the new one, or deletes first and the writer
-- inserts the title again. Titles are taken in order, so two writers cannot deadlock.
CREATE FUNCTION wl_keep_titles(folded_titles text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_titles (folded) SELECT DISTINCT f FROM unnest(folded_titles) f ORDER BY 1
  ON CONFLICT (folded) DO UPDATE SET folded = EXCLUDED.folded
$$;--> statement-breakpoint
-- A title no WeLink holds any more goes: it may be all that is left of a deleted member's WeLink.
-- Each check runs after the title's row is locked, with a snapshot taken after the lock, so it
-- sees a WeLink committed by a writer it waited for.
CREATE FUNCTION wl_forget_titles(folded_titles text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  candidate text;
BEGIN
  FOR candidate IN SELECT DISTINCT f FROM unnest(folded_titles) f ORDER BY 1 LOOP
    PERFORM 1 FROM item_titles WHERE folded = candidate FOR UPDATE;
    IF NOT EXISTS (SELECT 1 FROM items WHERE wl_fold(items.title) = candidate) THEN
      DELETE FROM item_titles WHERE folded = candidate;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION wl_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_keep_titles(ARRAY(SELECT wl_fold(title) FROM written_items));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_titles_inserted AFTER INSERT ON items REFERENCING NEW TABLE AS written_items
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_inserted();--> statement-breakpoint
CREATE FUNCTION wl_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_forget_titles(ARRAY(SELECT wl_fold(title) FROM deleted_items));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_titles_deleted AFTER DELETE ON items REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_deleted();--> statement-breakpoint
CREATE FUNCTION wl_item_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_keep_titles(ARRAY[wl_fold(NEW.title)]);
  PERFORM wl_forget_titles(ARRAY[wl_fold(OLD.title)]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_title_renamed AFTER UPDATE OF title ON items FOR EACH ROW
  WHEN (wl_fold(OLD.title) IS DISTINCT FROM wl_fold(NEW.title)) EXECUTE FUNCTION wl_item_renamed();
