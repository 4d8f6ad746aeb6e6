import { partySizeField } from '@bridal/shared/appointments/appointment-types';
import { ValidationError } from 'yup';

/**
 * What staff typed for who comes with her, read as a booking body takes it (the shared rule):
 * empty is "not said", a whole number from 0 to the most any type takes; else the rule's message.
 * Her type's own largest party is the server's to check (it knows the type).
 */
export function readPartySize(text: string): { partySize: number | null } | { error: string } {
  try {
    return { partySize: partySizeField().validateSync(text.trim()) ?? null };
  } catch (error) {
    if (error instanceof ValidationError) return { error: error.message };
    throw error;
  }
}
