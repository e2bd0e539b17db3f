-- Book suggestions from Google Books were answered with provider 'googleBooks'; the spec (and the
-- web's "Ver en Google Books" link) spell it 'google_books', as the search now answers. This
-- renames the provider of the references already saved with a WeLink, keeping their order.
UPDATE items SET external_refs = (
  SELECT jsonb_agg(CASE WHEN ref->>'provider' = 'googleBooks' THEN jsonb_set(ref, '{provider}', '"google_books"') ELSE ref END ORDER BY position)
  FROM jsonb_array_elements(external_refs) WITH ORDINALITY AS refs(ref, position)
)
WHERE external_refs @> '[{"provider": "googleBooks"}]';
