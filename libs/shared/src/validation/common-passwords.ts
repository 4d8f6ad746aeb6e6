/** The list of passwords refused at sign-up, compared case-insensitively. */
export const commonPasswords: readonly string[] = [
  'password',
  'password123',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password1',
  'admin',
  'letmein',
  'welcome',
];

export function isCommonPassword(password: string): boolean {
  return commonPasswords.includes(password.toLowerCase());
}
