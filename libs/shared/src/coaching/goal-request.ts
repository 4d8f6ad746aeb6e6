import * as yup from 'yup';
import { outcomeLimits, toCents } from '../appointments/outcome';
import { isCalendarDate } from '../validation/calendar-date';
import { type Measure, measures, measureUnit } from './measures';
import { scoreCardMessages } from './score-card';

/**
 * A measurable goal as an admin sets it: the measure, the behaviour for a behaviour's rate, the
 * target in the units people type (a rate in percent, an average sale in dollars) and the date.
 * The server stores the target as the measures count it (a share from 0 to 1, or cents) and
 * checks what needs the boutique: its behaviours, and its today for the date.
 */
export const goalLimits = {
  /** The furthest a goal's date may be, in days after today: its baseline is as long again before it. */
  maxDaysAhead: 366,
  maxPercent: 100,
  maxSaleDollars: outcomeLimits.maxAmount,
  behaviourKey: 60,
} as const;

export const goalMessages = {
  measure: 'Choose what the goal measures.',
  behaviour: 'Choose the score-card behaviour this goal is about.',
  unknownBehaviour: scoreCardMessages.unknownBehaviour,
  target: 'Set a target as a number.',
  rateTarget: 'Set a rate above 0 % and at most 100 %.',
  saleTarget: 'Set an average sale above $0 and at most $100,000.',
  saleCents: 'Set the average sale in dollars and cents, like 2450.00.',
  dueOn: 'Enter the goal’s date as YYYY-MM-DD.',
  dueOnPast: 'The goal’s date cannot be before today.',
  dueOnFar: 'Choose a date within a year.',
  notFound: 'Goal not found.',
  ownOnly: 'A consultant sees her own goals only.',
  boardOff: 'The team board is off. An admin can turn it on in Boutique Settings.',
  boardSetting: 'Say whether the team board is on or off.',
} as const;

const isSale = (measure: unknown) => measure === 'average_sale';

/** POST /api/goals/consultants/{id} and PUT /api/goals/{id}, and the goal form. */
export const goalRequestSchema = yup.object({
  measure: yup.mixed<Measure>().required(goalMessages.measure).oneOf(measures, goalMessages.measure),
  behaviourKey: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(goalLimits.behaviourKey, goalMessages.unknownBehaviour)
    .when('measure', ([measure], schema) =>
      measure === 'behaviour' ? schema.required(goalMessages.behaviour) : schema,
    ),
  target: yup
    .number()
    .typeError(goalMessages.target)
    .required(goalMessages.target)
    .when('measure', ([measure], schema) =>
      isSale(measure)
        ? schema
            .moreThan(0, goalMessages.saleTarget)
            .max(goalLimits.maxSaleDollars, goalMessages.saleTarget)
            .test('cents', goalMessages.saleCents, (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
        : schema.moreThan(0, goalMessages.rateTarget).max(goalLimits.maxPercent, goalMessages.rateTarget),
    ),
  dueOn: yup
    .string()
    .trim()
    .required(goalMessages.dueOn)
    .test('date', goalMessages.dueOn, (value) => !value || isCalendarDate(value)),
});
export type GoalRequest = yup.InferType<typeof goalRequestSchema>;

/** PUT /api/goals/team-board (admins): the board on or off. */
export const teamBoardSettingSchema = yup.object({
  enabled: yup.boolean().typeError(goalMessages.boardSetting).required(goalMessages.boardSetting),
});

/** The target as the measures count it: a typed 40 (%) is 0.4, a typed 2450.5 ($) is 245050 cents. */
export function storedTargetOf(measure: Measure, typed: number): number {
  return measureUnit(measure) === 'cents' ? toCents(typed) : typed / 100;
}

/** A stored target back in the units people type (the edit form): 0.4 is 40, 245050 cents is 2450.5. */
export function typedTargetOf(measure: Measure, stored: number): number {
  return measureUnit(measure) === 'cents' ? stored / 100 : Math.round(stored * 100 * 1e6) / 1e6;
}
