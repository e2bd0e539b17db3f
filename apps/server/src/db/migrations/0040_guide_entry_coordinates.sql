-- Each guide entry keeps its WeLink's pin beside the other facts it copies (db/sql/guideEntries.sql),
-- so a guide's map is read from list_items alone, as the guide is. Existing entries take it here.
ALTER TABLE "list_items" ADD COLUMN "item_coordinates" jsonb;--> statement-breakpoint
UPDATE list_items li
  SET item_coordinates = jsonb_build_object('lat', i.details->'coordinates'->'lat', 'lng', i.details->'coordinates'->'lng')
  FROM items i WHERE i.id = li.item_id AND jsonb_typeof(i.details->'coordinates') = 'object';
