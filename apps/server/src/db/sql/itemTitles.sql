-- Similar titles: item_titles holds every distinct folded title a WeLink holds, once, for the
-- similar-item search's walk; a title goes when its last WeLink does.
-- Why SQL: kept by statement triggers on items, so every insert, rename and delete keeps it true,
-- with row locks that order concurrent writers and deleters of one title.

-- Two members publishing one title queued: wl_keep_titles took the title's row with DO UPDATE,
-- an exclusive lock held until the publishing transaction ended, fan-out included, so the
-- second waited for the first. A share lock keeps a deletion
-- of the title's last WeLink out just as well (wl_forget_titles takes the row FOR UPDATE, then
-- looks for WeLinks with a snapshot taken after it), and share locks do not wait for each
-- other. Titles are taken in order, as before, so writers and deleters cannot deadlock. A
-- title deleted between the insert and the lock is skipped by the lock: insert it again.
CREATE OR REPLACE FUNCTION wl_keep_titles(folded_titles text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wanted text[] := ARRAY(SELECT DISTINCT f FROM unnest(folded_titles) f ORDER BY 1);
BEGIN
  LOOP
    INSERT INTO item_titles (folded) SELECT f FROM unnest(wanted) f ORDER BY 1 ON CONFLICT (folded) DO NOTHING;
    IF (SELECT count(*) FROM (SELECT 1 FROM item_titles WHERE folded = ANY(wanted) ORDER BY folded FOR SHARE) held)
       = cardinality(wanted) THEN
      RETURN;
    END IF;
  END LOOP;
END $$;

-- A title whose last WeLink is gone, looked for through items.folded_title's index, is forgotten.
CREATE OR REPLACE FUNCTION wl_forget_titles(folded_titles text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  candidate text;
BEGIN
  FOR candidate IN SELECT DISTINCT f FROM unnest(folded_titles) f ORDER BY 1 LOOP
    PERFORM 1 FROM item_titles WHERE folded = candidate FOR UPDATE;
    IF NOT EXISTS (SELECT 1 FROM items WHERE items.folded_title = candidate) THEN
      DELETE FROM item_titles WHERE folded = candidate;
    END IF;
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION wl_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_keep_titles(ARRAY(SELECT wl_fold(title) FROM written_items));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_titles_inserted AFTER INSERT ON items REFERENCING NEW TABLE AS written_items
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_inserted();

CREATE OR REPLACE FUNCTION wl_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_forget_titles(ARRAY(SELECT wl_fold(title) FROM deleted_items));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_titles_deleted AFTER DELETE ON items REFERENCING OLD TABLE AS deleted_items
  FOR EACH STATEMENT EXECUTE FUNCTION wl_items_deleted();

CREATE OR REPLACE FUNCTION wl_item_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM wl_keep_titles(ARRAY[wl_fold(NEW.title)]);
  PERFORM wl_forget_titles(ARRAY[wl_fold(OLD.title)]);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER items_title_renamed AFTER UPDATE OF title ON items FOR EACH ROW
  WHEN (wl_fold(OLD.title) IS DISTINCT FROM wl_fold(NEW.title)) EXECUTE FUNCTION wl_item_renamed();
