-- The WeLink search intersected two bitmaps: every visible owner's WeLinks and every WeLink whose
-- title holds the word (the trigram index), then read each match's row to sort it. With the folded
-- title in the owner index, the search reads only its visible owners' index ranges and checks the
-- title there; no row is read before the page is chosen. Nothing else used
-- the trigram index on items, so it goes; the similar-item search has its own (0010).
DROP INDEX "items_title_trgm_idx";--> statement-breakpoint
DROP INDEX "items_user_created_idx";--> statement-breakpoint
CREATE INDEX "items_user_created_idx" ON "items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"folded_title");
