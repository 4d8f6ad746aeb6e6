-- Imports of another system's history (DESIGN.md section 13): an uploaded export is staged (one row
-- per file and one per data row), checked (dry run) and imported by a job that records how far it
-- got. Every imported appointment keeps its source key (the file's fingerprint and row, or the
-- source system's own id), so importing the same file again changes nothing.

CREATE TABLE history_imports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  uploaded_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL,
  -- sha256 of the file's bytes, hex.
  fingerprint text NOT NULL,
  byte_size integer NOT NULL,
  headers text[] NOT NULL,
  -- Column index -> field or 'ignore', and how each was recognised.
  columns jsonb NOT NULL,
  date_order text NULL CHECK (date_order IN ('mdy', 'dmy')),
  date_order_from_values boolean NOT NULL DEFAULT false,
  row_count integer NOT NULL,
  status text NOT NULL DEFAULT 'staged' CHECK (status IN ('staged', 'checked', 'importing', 'imported', 'failed')),
  -- The dry run's counts, notes and unsure matches; cleared by any change of mapping.
  dry_run jsonb NULL,
  -- Rows the dry run skipped, with their reasons (downloadable as CSV).
  skipped jsonb NULL,
  -- The import job's position: staged rows (by index) already written.
  rows_done integer NOT NULL DEFAULT 0,
  error text NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX history_imports_boutique ON history_imports (boutique_id, created_at DESC);

CREATE TABLE history_import_rows (
  import_id uuid NOT NULL REFERENCES history_imports (id) ON DELETE CASCADE,
  row_index integer NOT NULL,
  -- As the boutique's sheet numbers it.
  row_number integer NOT NULL,
  cells text[] NOT NULL,
  PRIMARY KEY (import_id, row_index)
);

-- The owner's decision on a weak match (name only, or name with another wedding date).
CREATE TABLE history_import_decisions (
  import_id uuid NOT NULL REFERENCES history_imports (id) ON DELETE CASCADE,
  identity_key text NOT NULL,
  decision text NOT NULL CHECK (decision IN ('match', 'new')),
  PRIMARY KEY (import_id, identity_key)
);

-- The bride each imported identity became, written with the batch that made her, so a resumed job
-- finds her rather than making her twice.
CREATE TABLE history_import_brides (
  import_id uuid NOT NULL REFERENCES history_imports (id) ON DELETE CASCADE,
  identity_key text NOT NULL,
  bride_id uuid NOT NULL REFERENCES brides (id) ON DELETE CASCADE,
  PRIMARY KEY (import_id, identity_key)
);

ALTER TABLE appointments ADD COLUMN source text NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'import'));
ALTER TABLE appointments ADD COLUMN source_key text NULL;
CREATE UNIQUE INDEX appointments_source_key ON appointments (boutique_id, source_key) WHERE source_key IS NOT NULL;
ALTER TABLE appointment_outcomes ADD COLUMN source text NOT NULL DEFAULT 'app' CHECK (source IN ('app', 'import'));
-- The day the sale was made, when an export says it apart from the visit.
ALTER TABLE appointment_outcomes ADD COLUMN sale_date date NULL;

-- A consultant named by an imported history and not yet invited: her figures count, she takes no
-- seat and gets no e-mail until an admin adds her address (which makes her an ordinary member).
ALTER TABLE users ADD COLUMN from_import boolean NOT NULL DEFAULT false;
