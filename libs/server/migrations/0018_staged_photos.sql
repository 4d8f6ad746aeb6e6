-- Photos a bride's phone sends ahead of her survey, one request each, so a dropped connection costs
-- one photo instead of the survey. Each is checked, stripped of its metadata and stored at once;
-- her survey then names the ids of its boutique's photos, which are moved to her and deleted here.
-- A photo no survey claims before expires_at is deleted by housekeeping (delete-expired-staged-photos).
CREATE TABLE staged_photos (
  id uuid PRIMARY KEY,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes integer NOT NULL,
  staged_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX staged_photos_expires_at ON staged_photos (expires_at);
