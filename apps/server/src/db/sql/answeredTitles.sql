-- Answered titles: response_items.item_folded_title holds the answered WeLink's folded title,
-- so the WeLink search finds what was answered through an index.
-- Why SQL: written on every insert and kept through renames by triggers, under row locks that
-- order a rename against a response naming the WeLink.

-- FOR SHARE waits for a rename of the WeLink in flight and then reads its new title; a rename
-- that starts later waits for this answer and then updates it. Writers that also delete answers
-- (replaceResponseItems) take these locks first, so a rename never waits for them while they wait for it.
CREATE OR REPLACE FUNCTION wl_response_item_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT wl_fold(i.title) INTO NEW.item_folded_title FROM items i WHERE i.id = NEW.item_id FOR SHARE;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER response_items_item_title BEFORE INSERT OR UPDATE OF item_id, item_folded_title ON response_items
  FOR EACH ROW EXECUTE FUNCTION wl_response_item_title();

CREATE OR REPLACE FUNCTION wl_answered_item_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_items SET item_folded_title = wl_fold(NEW.title) WHERE item_id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_answers_renamed AFTER UPDATE OF title ON items FOR EACH ROW
  WHEN (wl_fold(OLD.title) IS DISTINCT FROM wl_fold(NEW.title)) EXECUTE FUNCTION wl_answered_item_renamed();
