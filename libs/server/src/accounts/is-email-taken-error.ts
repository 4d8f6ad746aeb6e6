/** Two writes of one e-mail at the same instant: the unique index on lower(email) decides. */
export function isEmailTakenError(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' && String(message).includes('users_email');
}
