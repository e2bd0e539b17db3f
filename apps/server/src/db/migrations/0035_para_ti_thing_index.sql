-- Para ti reads every rating of the members a viewer follows, and what the viewer already has:
-- this index holds what it reads, so ranking walks index pages instead of one table page per WeLink.
CREATE INDEX "items_user_thing_idx" ON "items" USING btree ("user_id","category","folded_title","status","rating","updated_at","id");