-- Who asked: response_items.question_owner_id and responses.question_owner_id name the author
-- of the question a response answers (null on anything but a question), so searches find the
-- WeLinks answered to a visible member's questions, and the bell and History find unread
-- responses by asker, each through one index range.
-- The app writes both with the response (db/queries/responses.ts), having just read the question.
-- Why SQL: the app never moves a response or an event, nor turns a question into something
-- else; whoever does (by hand, in a test) gets the columns kept true by these triggers.

-- Who asked the question a WeLink was given as an answer to (null when the event is not a
-- question). Searches read it through its index on response_items: "WeLinks answered to questions of the
-- members I may see" becomes one range per visible member.
CREATE OR REPLACE FUNCTION wl_question_owner(response uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT e.user_id FROM responses r JOIN events e ON e.id = r.event_id WHERE r.id = response AND e.type = 'question'
$$;

CREATE OR REPLACE FUNCTION wl_response_asker_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.question_owner_id := (SELECT e.user_id FROM events e WHERE e.id = NEW.event_id AND e.type = 'question');
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER responses_asker_moved BEFORE UPDATE OF event_id ON responses FOR EACH ROW
  WHEN (OLD.event_id IS DISTINCT FROM NEW.event_id) EXECUTE FUNCTION wl_response_asker_moved();

CREATE OR REPLACE FUNCTION wl_response_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE response_items SET question_owner_id = wl_question_owner(response_id) WHERE response_id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER responses_question_owner AFTER UPDATE OF event_id ON responses FOR EACH ROW
  WHEN (OLD.event_id IS DISTINCT FROM NEW.event_id) EXECUTE FUNCTION wl_response_moved();

CREATE OR REPLACE FUNCTION wl_question_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE responses SET question_owner_id = CASE WHEN NEW.type = 'question' THEN NEW.user_id END WHERE event_id = NEW.id;
  UPDATE response_items SET question_owner_id = wl_question_owner(response_id)
  WHERE response_id IN (SELECT id FROM responses WHERE event_id = NEW.id);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER events_question_owner AFTER UPDATE OF user_id, type ON events FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION wl_question_moved();
