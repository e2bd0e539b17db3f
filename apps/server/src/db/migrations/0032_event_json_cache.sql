-- The per-event JSON the feeds send is the "event JSON cache": its table, constraints, and the
-- functions and triggers that keep it current take that name. Renamed, not recreated, so the
-- cached rows and the triggers' attachment stay; their current bodies are in db/sql.
ALTER TABLE "event_answers" RENAME TO "event_json_cache";--> statement-breakpoint
ALTER TABLE "event_json_cache" RENAME CONSTRAINT "event_answers_pkey" TO "event_json_cache_pkey";--> statement-breakpoint
ALTER TABLE "event_json_cache" RENAME CONSTRAINT "event_answers_event_id_events_id_fk" TO "event_json_cache_event_id_events_id_fk";--> statement-breakpoint
ALTER FUNCTION wl_event_answer_changed() RENAME TO wl_event_json_changed;--> statement-breakpoint
ALTER FUNCTION wl_item_answer_changed() RENAME TO wl_item_json_changed;--> statement-breakpoint
ALTER TRIGGER events_answer_changed ON events RENAME TO events_json_changed;--> statement-breakpoint
ALTER TRIGGER event_items_answer_changed ON event_items RENAME TO event_items_json_changed;--> statement-breakpoint
-- Triggers of one event fire in name order: this one still sorts before items_answers_renamed.
ALTER TRIGGER items_answer_changed ON items RENAME TO items_affect_event_json;--> statement-breakpoint
ALTER TRIGGER users_answer_name_changed ON users RENAME TO users_name_in_event_json;
