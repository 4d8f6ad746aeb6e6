import type { Sql } from '../db/create-sql';
import type { Dress } from '../dresses/dress';

/** A gown a top-sellers document names, shaped like an inventory dress; its id is the item's own. */
export interface DocumentTopSeller extends Dress {
  /** The document it was read from, to say where a recommendation came from. */
  documentName: string;
}

/** Every top-seller item of the boutique's documents: newest document first, in each sheet's order. */
export async function loadDocumentTopSellers(sql: Sql, boutiqueId: number): Promise<DocumentTopSeller[]> {
  const rows = await sql<(Omit<DocumentTopSeller, 'price' | 'isTopSeller'> & { price: string | null })[]>`
    SELECT t.id, t.style_number, t.designer, t.name, t.price, t.silhouette, t.neckline, t.fabric, t.colour,
           t.sleeves, t.train, t.sizes, t.tags, t.styles, t.description, d.file_name AS document_name
    FROM top_seller_items t JOIN trending_documents d ON d.id = t.document_id
    WHERE t.boutique_id = ${boutiqueId}
    ORDER BY d.uploaded_at DESC, d.id, t.position`;
  return rows.map((row) => ({ ...row, price: row.price === null ? null : Number(row.price), isTopSeller: true }));
}
