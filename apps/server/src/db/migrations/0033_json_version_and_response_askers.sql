-- The event JSON cache's version key takes the cache's name: events.answer_version and
-- timeline_entries.answer_version become json_version (indexes and trigger conditions follow
-- the column; the bodies that name it are in db/sql).
ALTER TABLE "events" RENAME COLUMN "answer_version" TO "json_version";--> statement-breakpoint
ALTER TABLE "timeline_entries" RENAME COLUMN "answer_version" TO "json_version";--> statement-breakpoint
ALTER FUNCTION wl_timeline_answer_version() RENAME TO wl_timeline_json_version;--> statement-breakpoint
ALTER TRIGGER events_timeline_answer_version ON events RENAME TO events_timeline_json_version;--> statement-breakpoint
-- A response and its WeLinks are written with their question's asker by the app
-- (db/queries/responses.ts), which has just read the question: the insert triggers that looked
-- it up again go. The triggers that keep the column true when a row is moved by hand stay.
DROP TRIGGER IF EXISTS responses_asker ON responses;--> statement-breakpoint
DROP TRIGGER IF EXISTS response_items_question_owner ON response_items;--> statement-breakpoint
DROP FUNCTION IF EXISTS wl_response_asker();--> statement-breakpoint
DROP FUNCTION IF EXISTS wl_response_item_owner();
