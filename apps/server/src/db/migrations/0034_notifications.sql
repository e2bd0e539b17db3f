-- Notifications: what a member is told about (a friend rated or saved a WeLink they recommended,
-- a response, a connection request, an accepted request), written by the services that do it.
-- Re-runnable: it was first dated before 0033, so installations at 0033 skipped it; re-dated, it
-- runs again on installations that already have it, and changes nothing there.
DO $$ BEGIN
  CREATE TYPE "public"."notification_kind" AS ENUM('item_rated', 'item_saved', 'question_response', 'follow_request', 'follow_accepted');
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"actor_id" uuid NOT NULL,
	"item_id" uuid,
	"event_id" uuid,
	"title" text,
	"rating" smallint,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_item_idx" ON "notifications" USING btree ("item_id") WHERE "notifications"."item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_event_idx" ON "notifications" USING btree ("event_id") WHERE "notifications"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_actor_idx" ON "notifications" USING btree ("actor_id");