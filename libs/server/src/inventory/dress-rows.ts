import type postgres from 'postgres';
import { dressAttributes } from '../dresses/dress';
import type { ParsedDress } from './parse-inventory';

/** A dress's own columns, as the dresses table and the top-seller items table both store them. */
export function dressColumns(dress: ParsedDress) {
  return {
    style_number: dress.styleNumber,
    designer: dress.designer,
    name: dress.name,
    ...dressAttributes(dress),
    sizes: dress.sizes,
    tags: dress.tags,
    styles: dress.styles,
    description: dress.description,
  };
}

/**
 * The size columns only the dresses table has: the samples to try on and the US range a
 * dress can be ordered in; empty and null when the sheet does not say.
 */
export function dressSizeColumns(dress: Pick<ParsedDress, 'sampleSizes' | 'orderRange'>) {
  return {
    sample_sizes: dress.sampleSizes ?? [],
    order_size_min: dress.orderRange?.min ?? null,
    order_size_max: dress.orderRange?.max ?? null,
  };
}

// A statement carries at most 65,535 parameters: 500 dresses of 20 columns stay well under it.
const batchSize = 500;

/** Inserts dress rows in batches, inside the caller's transaction. */
export async function insertDressRows(
  tx: postgres.TransactionSql,
  table: 'dresses' | 'top_seller_items',
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx`INSERT INTO ${tx(table)} ${tx(rows.slice(start, start + batchSize) as Record<string, unknown>[])}`;
  }
}
