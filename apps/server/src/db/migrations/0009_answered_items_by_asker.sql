ALTER TABLE "response_items" ADD COLUMN "question_owner_id" uuid;--> statement-breakpoint
-- Who asked the question a WeLink was given as an answer to (null when the event is not a
-- question). Searches read it through the index below: "WeLinks answered to questions of the
-- members I may see" becomes one range per visible member.
CREATE FUNCTION wl_question_owner(response uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT e.user_id FROM responses r JOIN events e ON e.id = r.event_id WHERE r.id = response AND e.type = 'question'
$$;--> statement-breakpoint
UPDATE response_items SET question_owner_id = wl_question_owner(response_id);--> statement-breakpoint
CREATE INDEX "response_items_question_owner_idx" ON "response_items" USING btree ("question_owner_id","item_id");--> statement-breakpoint
CREATE FUNCTION wl_response_item_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.question_owner_id := wl_question_owner(NEW.response_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER response_items_question_owner BEFORE INSERT OR UPDATE OF response_id, question_owner_id ON response_items
  FOR EACH ROW EXECUTE FUNCTION wl_response_item_owner();--> statement-breakpoint
-- The app never moves a response or an event, nor turns a question into something else; whoever
-- does (by hand, in a test) keeps the column true.
CREATE FUNCTION wl_response_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_items SET question_owner_id = wl_question_owner(response_id) WHERE response_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER responses_question_owner AFTER UPDATE OF event_id ON responses FOR EACH ROW
  WHEN (OLD.event_id IS DISTINCT FROM NEW.event_id) EXECUTE FUNCTION wl_response_moved();--> statement-breakpoint
CREATE FUNCTION wl_question_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_items SET question_owner_id = wl_question_owner(response_id)
  WHERE response_id IN (SELECT id FROM responses WHERE event_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_question_owner AFTER UPDATE OF user_id, type ON events FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION wl_question_moved();
