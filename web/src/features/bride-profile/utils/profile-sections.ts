/** The profile's parts a consultant jumps between on a phone, in page order: their anchors and labels. */
export const profileSections = {
  details: { id: 'profile-details', label: 'Details' },
  venue: { id: 'profile-venue', label: 'Venue' },
  style: { id: 'profile-style', label: 'Style' },
  strategy: { id: 'profile-strategy', label: 'Strategy' },
  dresses: { id: 'profile-dresses', label: 'Dresses' },
} as const;
