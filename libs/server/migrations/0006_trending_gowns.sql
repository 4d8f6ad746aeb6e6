-- Trending-gown documents an admin shares with the team, and the top sellers read from the spreadsheets among them.

CREATE TABLE trending_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- As the admin named it; shown and offered back on download, never used as a path.
  file_name text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  -- Decided from the bytes, not from what the browser claimed.
  mime_type text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size > 0),
  description text CHECK (char_length(description) <= 500),
  -- Kept when the admin leaves: the document stays with the boutique.
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  -- Top-seller items read from a spreadsheet; null for any other document.
  top_seller_count integer CHECK (top_seller_count >= 0),
  -- Why a spreadsheet gave no top sellers (unreadable, no gown column...).
  top_seller_note text,
  CHECK (top_seller_note IS NULL OR top_seller_count IS NOT NULL)
);
CREATE INDEX trending_documents_boutique ON trending_documents (boutique_id, uploaded_at DESC);

-- The gowns a top-sellers spreadsheet names, described like inventory dresses. The 'top-sellers'
-- analysis step flags the inventory dresses they match, and offers the others as top sellers from
-- the document; deleting the document takes them away.
CREATE TABLE top_seller_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES trending_documents (id) ON DELETE CASCADE,
  boutique_id integer NOT NULL REFERENCES boutiques (id) ON DELETE CASCADE,
  -- Order in the sheet: a top-sellers list is often ranked.
  position integer NOT NULL,
  style_number text NOT NULL DEFAULT '',
  designer text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  price numeric(10, 2),
  silhouette text,
  neckline text,
  fabric text,
  colour text,
  sleeves text,
  train text,
  sizes text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  styles text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  UNIQUE (document_id, position)
);
CREATE INDEX top_seller_items_boutique ON top_seller_items (boutique_id);
