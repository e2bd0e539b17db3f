-- The similar-item search walks each similar title's WeLinks (0010). Through an index on the
-- expression wl_fold(title) it fetched every one of them from the table (~165 for a popular
-- book) to check who may see it. With the folded title a column, one index holds all the walk
-- reads, and only the page's ten rows are fetched. Rewrites items once.
ALTER TABLE "items" ADD COLUMN "folded_title" text GENERATED ALWAYS AS (wl_fold(title)) STORED;--> statement-breakpoint
CREATE INDEX "items_folded_title_walk_idx" ON "items" USING btree ("folded_title","created_at" DESC NULLS FIRST,"user_id","id","category");--> statement-breakpoint
-- As in 0010, but looking for a holder through the new index.
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
END $$;--> statement-breakpoint
DROP INDEX "items_folded_title_idx";
