-- Pull lists that know her size (DESIGN.md section 11). dresses.sizes stays what is in stock (as
-- the sheet wrote it); the sample the boutique holds and the range a dress can be ordered in are
-- read from their own columns. The range is kept in US sizes (the reference; other systems are
-- converted when the sheet is read), null when the sheet does not say.
ALTER TABLE dresses ADD COLUMN sample_sizes text[] NOT NULL DEFAULT '{}';
ALTER TABLE dresses ADD COLUMN order_size_min numeric(4, 1) NULL;
ALTER TABLE dresses ADD COLUMN order_size_max numeric(4, 1) NULL;
ALTER TABLE dresses ADD CONSTRAINT dresses_order_size_range CHECK (
  (order_size_min IS NULL AND order_size_max IS NULL)
  OR (order_size_min IS NOT NULL AND order_size_max IS NOT NULL AND order_size_min <= order_size_max)
);
