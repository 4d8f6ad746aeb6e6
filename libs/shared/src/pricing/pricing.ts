/** Standard plan: $49 per consultant per month, billed on at least 4 consultants. */
export const pricePerConsultant = 49;
export const minimumBilledConsultants = 4;

export const consultantSeats = { min: 1, max: 20, default: 4 } as const;

export function billedConsultants(consultants: number): number {
  return Math.max(minimumBilledConsultants, consultants);
}

/**
 * The consultants a boutique may have: the seats it picked at sign-up, but never fewer than the
 * minimum it is billed for (a boutique that picked 2 pays for 4, so it can use 4).
 */
export function seatLimit(pickedSeats: number): number {
  return Math.max(minimumBilledConsultants, pickedSeats);
}

export function monthlyFee(consultants: number): number {
  return billedConsultants(consultants) * pricePerConsultant;
}

/** The fee line of the subscription settings page. */
export function feeLine(consultants: number): string {
  const minimum = consultants < minimumBilledConsultants ? ` (${minimumBilledConsultants} minimum)` : '';
  return `${consultants} consultants${minimum} × $${pricePerConsultant}/month`;
}
