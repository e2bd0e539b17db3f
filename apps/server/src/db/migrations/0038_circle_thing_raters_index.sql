-- The circle's score reads who rated a thing (category and folded title) and which WeLink from
-- this index alone, then keeps the viewer's circle among them: a few index pages instead of one
-- probe of items_user_thing_idx per followed member.
CREATE INDEX "items_thing_raters_idx" ON "items" USING btree ("category","folded_title","status","rating","user_id","id");