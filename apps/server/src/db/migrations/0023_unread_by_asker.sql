-- The bell and History's questions on top read every own question and probed its unread
-- responses, one probe per question a member ever asked.
-- A response now carries its question's author (who never changes, as
-- response_items.question_owner_id already relies on), so both read only the unread ones.
ALTER TABLE "responses" ADD COLUMN "question_owner_id" uuid;--> statement-breakpoint
UPDATE responses r SET question_owner_id = e.user_id FROM events e WHERE e.id = r.event_id;--> statement-breakpoint
CREATE FUNCTION wl_response_asker() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.question_owner_id := (SELECT e.user_id FROM events e WHERE e.id = NEW.event_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER responses_asker BEFORE INSERT OR UPDATE OF event_id, question_owner_id ON responses
  FOR EACH ROW EXECUTE FUNCTION wl_response_asker();--> statement-breakpoint
CREATE INDEX "responses_unread_by_asker_idx" ON "responses" USING btree ("question_owner_id","event_id","user_id") WHERE "responses"."read_at" IS NULL;
