-- Imports (docs/decisions/0020-imports.md): an import and its rows, in file order. One import not
-- done per member; a claim (lease_token, lease_until) lets one server process at a time run or resume its background stage.
CREATE TABLE "import_rows" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"line" integer NOT NULL,
	"file" text NOT NULL,
	"data" jsonb,
	"match" text,
	"match_title" text,
	"match_facts" jsonb,
	"rating" smallint,
	"skip" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"reason" text,
	"item_id" uuid,
	CONSTRAINT "import_rows_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"notes" text[] DEFAULT '{}'::text[] NOT NULL,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_item_idx" ON "import_rows" USING btree ("item_id") WHERE item_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "imports_user_active_key" ON "imports" USING btree ("user_id") WHERE status <> 'done';--> statement-breakpoint
CREATE INDEX "imports_user_created_idx" ON "imports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "imports_pending_idx" ON "imports" USING btree ("updated_at") WHERE status IN ('matching', 'saving');