-- Guide entry facts: each list_items row copies what a guide shows of its WeLink (owner, title,
-- category, subcategory, rating, and its pin for the guide's map), so a guide reads from its entries alone.
-- Why SQL: a BEFORE trigger writes them from the WeLink on every insert, whatever the statement
-- says, and a change of the WeLink reaches its entries in the same statement.

-- Written from the WeLink whatever the statement says, owner included. FOR
-- SHARE waits for a change of the WeLink in flight and then reads it; a change that starts later
-- waits for this entry and then updates it (below). For a WeLink that does not exist the nil id
-- and empty facts stand in, so the foreign key refuses the row, as before.
CREATE OR REPLACE FUNCTION wl_list_item_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT i.user_id, i.title, i.category, i.subcategory, i.rating,
         CASE WHEN jsonb_typeof(i.details->'coordinates') = 'object'
           THEN jsonb_build_object('lat', i.details->'coordinates'->'lat', 'lng', i.details->'coordinates'->'lng') END
    INTO NEW.item_owner_id, NEW.item_title, NEW.item_category, NEW.item_subcategory, NEW.item_rating, NEW.item_coordinates
    FROM items i WHERE i.id = NEW.item_id FOR SHARE;
  IF NOT FOUND THEN
    NEW.item_owner_id := '00000000-0000-0000-0000-000000000000';
    NEW.item_title := '';
    NEW.item_category := '';
    NEW.item_rating := 0;
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER list_items_item_facts
  BEFORE INSERT OR UPDATE OF item_id, item_owner_id, item_title, item_category, item_subcategory, item_rating, item_coordinates
  ON list_items FOR EACH ROW EXECUTE FUNCTION wl_list_item_facts();

-- The entries' trigger above reads the changed WeLink again: the update only has to touch them.
CREATE OR REPLACE FUNCTION wl_guide_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_items SET item_title = NEW.title WHERE item_id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_guide_entries_changed AFTER UPDATE OF title, category, subcategory, rating, details ON items FOR EACH ROW
  WHEN ((OLD.title, OLD.category, OLD.subcategory, OLD.rating, OLD.details->'coordinates')
    IS DISTINCT FROM (NEW.title, NEW.category, NEW.subcategory, NEW.rating, NEW.details->'coordinates'))
  EXECUTE FUNCTION wl_guide_entries_changed();
