export const queueNames = {
  mail: 'mail',
} as const;
