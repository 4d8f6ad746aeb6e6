/** A 'book' link (after her survey, or sent to a walk-in) works this long. */
export const bookLinkLifetimeDays = 30;
