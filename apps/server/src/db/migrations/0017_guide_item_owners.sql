-- Each guide entry's WeLink owner, beside it: a reader's guide keeps only the entries they may
-- see by reading list_items, and reads from items only those. A WeLink's
-- owner never changes, so the row written here stays true.
ALTER TABLE "list_items" ADD COLUMN "item_owner_id" uuid DEFAULT NULL;--> statement-breakpoint
UPDATE "list_items" li SET "item_owner_id" = i.user_id FROM items i WHERE i.id = li.item_id;--> statement-breakpoint
ALTER TABLE "list_items" ALTER COLUMN "item_owner_id" SET NOT NULL;--> statement-breakpoint
-- Written from the WeLink whatever the insert says. For a WeLink that does not exist the nil id
-- stands in, so the foreign key refuses the row, as it did before the column.
CREATE FUNCTION wl_list_item_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.item_owner_id := COALESCE((SELECT i.user_id FROM items i WHERE i.id = NEW.item_id), '00000000-0000-0000-0000-000000000000');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER list_items_item_owner BEFORE INSERT OR UPDATE OF item_id, item_owner_id ON list_items
  FOR EACH ROW EXECUTE FUNCTION wl_list_item_owner();
