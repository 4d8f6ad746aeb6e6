/** The boutique's lines under every consultant's sign-off. */
export interface SignOffBoutique {
  /** The boutique's follow-up signature ('' when it set none: its name and phone sign). */
  signature: string;
  name: string;
  phone: string;
}

/** GET/PUT /api/account/signature and /api/consultants/{id}/signature: how she signs her follow-ups. */
export interface ConsultantSignature {
  /** Her own sign-off; '' when she set none, and her name signs. */
  signature: string;
  /** Her name, which signs when she set no sign-off of her own. */
  name: string;
  boutique: SignOffBoutique;
}

/** The closings the built-in writer puts above the sign-off: the first follow-up's, and a later one's. */
export const followUpClosings = { first: 'With warm wishes,', later: 'Talk soon,' } as const;

export const consultantSignatureMessages = {
  /** A body without the field would otherwise clear her signature unasked. */
  missing: 'Please send the signature, or an empty one to sign with your name.',
  savedTitle: 'Signature Saved',
  saved: 'Your follow-ups now end with this signature.',
  cleared: 'Your follow-ups now end with your name.',
} as const;

export interface SignOffParts {
  consultantSignature: string;
  /** '' when nobody ran the appointment: the boutique's lines sign alone. */
  consultantName: string;
  boutique: SignOffBoutique;
}

/**
 * The lines a follow-up ends with under its closing: the consultant's own sign-off (her signature,
 * else her name: the one who ran the appointment, never one name for the team), then the boutique's
 * signature, or its name and phone when it set none.
 */
export function signOffLines({ consultantSignature, consultantName, boutique }: SignOffParts): string[] {
  const boutiqueLines =
    boutique.signature.trim() || [boutique.name.trim(), boutique.phone.trim()].filter(Boolean).join('\n');
  return [consultantSignature.trim() || consultantName.trim(), boutiqueLines].filter(Boolean);
}
