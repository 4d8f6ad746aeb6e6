/** Field lengths of the consultant forms (kept apart from the yup schemas, so a page can use them without loading yup). */
export const consultantLimits = { name: 100, email: 254, coachingGoals: 2000 } as const;
