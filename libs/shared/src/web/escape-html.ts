/** `value` as HTML text or a quoted attribute's value: the five characters HTML gives meaning to, as references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
