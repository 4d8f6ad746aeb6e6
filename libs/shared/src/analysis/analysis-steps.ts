/** The steps of a bride's analysis, each with its own result row; the plan is ready when all are done. */
export const analysisSteps = ['venue', 'style', 'strategy', 'inventory', 'top-sellers'] as const;

export type AnalysisStep = (typeof analysisSteps)[number];

export type AnalysisStepStatus = 'pending' | 'done';

/**
 * The steps that name the boutique's dresses (the strategy's try-on order names them too): the
 * ones a new inventory upload makes out of date, and the only ones a dress refresh runs again.
 */
export const inventorySteps = ['strategy', 'inventory', 'top-sellers'] as const satisfies readonly AnalysisStep[];
