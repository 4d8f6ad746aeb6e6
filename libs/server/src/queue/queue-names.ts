export const queueNames = {
  mail: 'mail',
  analysisStep: 'analysis-step',
  analysisFinish: 'analysis-finish',
  housekeeping: 'housekeeping',
} as const;
