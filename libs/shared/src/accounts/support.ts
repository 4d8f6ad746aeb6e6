export const supportEmail = 'support@bridalcoach.app';
export const founderName = 'Our founder';
