-- Which inventory upload a bride's dress picks were made from, so a plan whose dresses a newer
-- upload replaced can be told apart and refreshed. No foreign key: an upload is deleted two uploads
-- later, and the profile still names its date ("These dresses came from the inventory of ...").
-- Both null: picked without an inventory (style guidance only), or not known.

ALTER TABLE brides ADD COLUMN dresses_inventory_id uuid NULL;
ALTER TABLE brides ADD COLUMN dresses_inventory_at timestamptz NULL;

-- Plans made before now: their first pick still names a dress of the upload it came from, while
-- that upload is kept.
UPDATE brides b
SET dresses_inventory_id = i.id, dresses_inventory_at = i.created_at
FROM analysis_steps s
JOIN dresses d ON d.id::text = s.result -> 'picks' -> 0 ->> 'dressId'
JOIN inventories i ON i.id = d.inventory_id
WHERE s.bride_id = b.id AND s.step = 'inventory' AND s.status = 'done';
