/** A write refused by the named unique index or constraint: another write of the same thing won. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const { code, constraint_name: constraint } = (error ?? {}) as { code?: string; constraint_name?: string };
  return code === '23505' && constraint === index;
}
