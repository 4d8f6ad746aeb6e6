import { number } from 'yup';

/** The highest page a listing query may ask for: far past any boutique's list, short of a costly OFFSET. */
export const maxPageNumber = 10_000;

export const pageNumberMessage = `Page must be a whole number from 1 to ${maxPageNumber}`;

/** A listing query's page: blank or absent means the first; anything but a whole number from 1 is refused. */
export const pageNumberField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(pageNumberMessage)
    .integer(pageNumberMessage)
    .min(1, pageNumberMessage)
    .max(maxPageNumber, pageNumberMessage)
    .default(1);
