import {
  type AppointmentType,
  appointmentTypeLimits,
  type AppointmentTypeRequest,
  appointmentTypeSchema,
} from '@bridal/shared/appointments/appointment-types';
import { centsToMoneyInput, moneyInputSchema, parseMoneyToCents } from '@bridal/shared/payments/payments';
import * as yup from 'yup';
import { validateWithSchema } from '../../../lib/lazy-schema';

/** The form's fields: the deposit as typed in the boutique's currency (the API keeps cents). */
export type AppointmentTypeValues = Omit<AppointmentTypeRequest, 'depositCents'> & { deposit: string };

const depositField = (currency: string) =>
  moneyInputSchema({
    what: 'the deposit',
    minCents: appointmentTypeLimits.minDepositCents,
    maxCents: appointmentTypeLimits.maxDepositCents,
    currency,
  });

/** The form's Formik validate: the shared rules, the deposit typed in the boutique's currency. */
export const validateIn = (currency: string) =>
  validateWithSchema<AppointmentTypeValues>(() =>
    Promise.resolve(
      appointmentTypeSchema.omit(['depositCents']).shape({
        // Asked only when the type takes a deposit; otherwise whatever was typed is dropped.
        deposit: yup
          .string()
          .default('')
          .when('paymentRequirement', { is: 'deposit', then: () => depositField(currency) }),
      }),
    ),
  );

/** A new type's fields. */
export const blank: AppointmentTypeValues = {
  name: '',
  description: '',
  durationMinutes: 60,
  bufferMinutes: 0,
  maxParty: 4,
  paymentRequirement: 'none',
  deposit: '',
  bookableOnline: true,
  roomIds: [],
};

/** What the form shows to edit: the deposit from cents to money as typed. */
export const valuesOf = ({ depositCents, ...type }: AppointmentType): AppointmentTypeValues => ({
  ...type,
  deposit: centsToMoneyInput(depositCents),
});

/** What is sent (after validation, so the deposit reads): the deposit back in cents. */
export const requestOf = ({ deposit, ...values }: AppointmentTypeValues): AppointmentTypeRequest => ({
  ...values,
  depositCents: values.paymentRequirement === 'deposit' ? parseMoneyToCents(deposit) : null,
});

/** The server names the deposit in cents; the form shows its word under the typed amount. */
export const toFormErrors = ({ depositCents, ...fields }: Record<string, string>) =>
  depositCents ? { ...fields, deposit: depositCents } : fields;
