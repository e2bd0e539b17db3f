-- What a guide shows of each WeLink (title, category, subcategory, rating), beside its entry: a
-- guide of 200 WeLinks read them from items, 200 primary-key descents and heap fetches, half of
-- its statement. A guide is now read from list_items alone.
ALTER TABLE "list_items" ADD COLUMN "item_title" text DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "item_category" text DEFAULT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "item_subcategory" text;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "item_rating" smallint DEFAULT NULL;--> statement-breakpoint
UPDATE list_items li SET item_title = i.title, item_category = i.category, item_subcategory = i.subcategory, item_rating = i.rating
  FROM items i WHERE i.id = li.item_id;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "item_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "item_category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "item_rating" SET NOT NULL;--> statement-breakpoint
-- Written from the WeLink whatever the statement says, as the owner was (migration 0017). FOR
-- SHARE waits for a change of the WeLink in flight and then reads it; a change that starts later
-- waits for this entry and then updates it (below). For a WeLink that does not exist the nil id
-- and empty facts stand in, so the foreign key refuses the row, as before.
CREATE FUNCTION wl_list_item_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.user_id, i.title, i.category, i.subcategory, i.rating
    INTO NEW.item_owner_id, NEW.item_title, NEW.item_category, NEW.item_subcategory, NEW.item_rating
    FROM items i WHERE i.id = NEW.item_id FOR SHARE;
  IF NOT FOUND THEN
    NEW.item_owner_id := '00000000-0000-0000-0000-000000000000';
    NEW.item_title := '';
    NEW.item_category := '';
    NEW.item_rating := 0;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER list_items_item_owner ON list_items;--> statement-breakpoint
DROP FUNCTION wl_list_item_owner();--> statement-breakpoint
CREATE TRIGGER list_items_item_facts BEFORE INSERT OR UPDATE OF item_id, item_owner_id, item_title, item_category, item_subcategory, item_rating
  ON list_items FOR EACH ROW EXECUTE FUNCTION wl_list_item_facts();--> statement-breakpoint
-- The entries' trigger above reads the changed WeLink again: the update only has to touch them.
CREATE FUNCTION wl_guide_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_items SET item_title = NEW.title WHERE item_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER items_guide_entries_changed AFTER UPDATE OF title, category, subcategory, rating ON items FOR EACH ROW
  WHEN ((OLD.title, OLD.category, OLD.subcategory, OLD.rating) IS DISTINCT FROM (NEW.title, NEW.category, NEW.subcategory, NEW.rating))
  EXECUTE FUNCTION wl_guide_entries_changed();
