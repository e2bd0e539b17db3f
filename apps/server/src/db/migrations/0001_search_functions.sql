-- Spanish speakers type without accents and with typos: search compares
-- accent-folded, lower-cased text, indexed by trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE; naming the dictionary makes this wrapper safe to index.
CREATE OR REPLACE FUNCTION wl_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
