-- Photos are checked and stripped of metadata at submit, and re-encoded (display image,
-- thumbnail, facts) by the worker: a photo is 'uploaded' until then, 'unreadable' if its pixels
-- turn out to be corrupt.
ALTER TABLE bride_photos
  ADD COLUMN status text NOT NULL DEFAULT 'ready' CHECK (status IN ('uploaded', 'ready', 'unreadable')),
  ALTER COLUMN thumbnail_key DROP NOT NULL,
  ALTER COLUMN facts DROP NOT NULL;

CREATE INDEX bride_photos_uploaded ON bride_photos (bride_id) WHERE status = 'uploaded';
