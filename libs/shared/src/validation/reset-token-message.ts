/** The reset page's message for a missing, expired or used link (kept apart from the yup schema, so the page can show it without loading yup). */
export const resetTokenMessage = 'This reset link is invalid or has expired.';
