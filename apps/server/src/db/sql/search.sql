-- Search folding: wl_fold(text) is how every search compares text, accents and case ignored.
-- Why SQL: indexes (users' names, items.folded_title, response_items.item_folded_title) and
-- triggers use it, and an index expression can only call an IMMUTABLE database function.

-- unaccent() is only STABLE; naming the dictionary makes this wrapper safe to index.
CREATE OR REPLACE FUNCTION wl_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
