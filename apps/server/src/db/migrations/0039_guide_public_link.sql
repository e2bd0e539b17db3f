-- A guide published at /g/{slug}: the slug is 128 random bits, unique, null while the guide is not published.
ALTER TABLE "lists" ADD COLUMN "public_slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lists_public_slug_key" ON "lists" USING btree ("public_slug");