-- Keyset pages read `ORDER BY created_at DESC, id DESC`, which means NULLS FIRST: the indexes were NULLS LAST,
-- so PostgreSQL sorted every matching row instead of reading the first page off the index.
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "issues_status_created_idx";--> statement-breakpoint
DROP INDEX "issues_created_idx";--> statement-breakpoint
DROP INDEX "events_user_created_idx";--> statement-breakpoint
DROP INDEX "follow_requests_to_idx";--> statement-breakpoint
DROP INDEX "items_user_created_idx";--> statement-breakpoint
DROP INDEX "lists_user_created_idx";--> statement-breakpoint
DROP INDEX "responses_user_created_idx";--> statement-breakpoint
DROP INDEX "users_status_created_idx";--> statement-breakpoint
CREATE INDEX "events_user_questions_idx" ON "events" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "events"."type" = 'question';--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issues_status_created_idx" ON "issues" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issues_created_idx" ON "issues" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_user_created_idx" ON "events" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "follow_requests_to_idx" ON "follow_requests" USING btree ("to_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_user_created_idx" ON "items" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lists_user_created_idx" ON "lists" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "responses_user_created_idx" ON "responses" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);