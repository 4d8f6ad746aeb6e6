/** The steps of a bride's analysis, each with its own result row; the plan is ready when all are done. */
export const analysisSteps = ['venue', 'style', 'strategy', 'inventory', 'top-sellers'] as const;

export type AnalysisStep = (typeof analysisSteps)[number];

export type AnalysisStepStatus = 'pending' | 'done';
