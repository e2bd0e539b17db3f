-- 'Sin descripción' is the spec's placeholder for "no description", which the wizard sent with
-- every film and series: stored, it hid the synopsis wherever a description is preferred (the
-- detail, the Timeline event, a friend's copy). The server now stores it as no description
-- (ItemCreateSchema); this repairs what was stored before, inventing nothing: a description
-- that was only the placeholder goes, a copy saved from a member's WeLink takes that WeLink's
-- synopsis when it had none, and each informative event shows its WeLink as wl_item_event does.
UPDATE items SET description = NULL WHERE description = 'Sin descripción';--> statement-breakpoint
UPDATE items copy SET synopsis = original.synopsis
FROM items original
WHERE copy.synopsis IS NULL
  AND copy.recommended_by = original.user_id
  AND lower(original.title) = lower(copy.title)
  AND original.category = copy.category
  AND original.synopsis IS NOT NULL;--> statement-breakpoint
UPDATE events e SET description = coalesce(i.description, i.synopsis)
FROM event_items ei JOIN items i ON i.id = ei.item_id
WHERE ei.event_id = e.id AND ei.position = 0 AND e.type = 'informative' AND e.description = 'Sin descripción';
