-- Rate-limit counters shared by every server process on PostgreSQL (docs/decisions/0023-shared-rate-limits.md):
-- one row per rule and subject, counted by one INSERT … ON CONFLICT per request (plugins/rateLimitStore.ts).
-- UNLOGGED by hand (drizzle-kit cannot declare it): a hit writes no WAL, and a crash empties the
-- table, which only forgives the attempts of the windows then open. PGlite creates it too and leaves it empty.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL
);
