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
