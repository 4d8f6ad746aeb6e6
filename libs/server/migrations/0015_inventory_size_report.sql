-- What an upload read about sizes (issue 18): the size columns it found and its messages about
-- cells it left out or read another way, so the inventory status can show them after the upload.
ALTER TABLE inventories ADD COLUMN size_report jsonb NULL;
