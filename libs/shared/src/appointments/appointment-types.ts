import * as yup from 'yup';

/**
 * The boutique's appointment types and fitting rooms (DESIGN.md section 14). A boutique with none
 * books as before: one length (its appointment length), its capacity as places, no buffer.
 */
export const appointmentTypeLimits = {
  name: 60,
  description: 500,
  minDuration: 15,
  maxDuration: 480,
  maxBuffer: 240,
  maxParty: 30,
  minDepositCents: 100,
  maxDepositCents: 10_000_000,
  typesPerBoutique: 30,
  roomsPerBoutique: 30,
} as const;

export const paymentRequirements = ['none', 'card', 'deposit'] as const;
export type PaymentRequirement = (typeof paymentRequirements)[number];

/** What the owner and the bride are told, word for word (the tests compare them). */
export const appointmentTypeMessages = {
  nameRequired: 'Enter a name.',
  nameTooLong: `Please keep the name under ${appointmentTypeLimits.name} characters.`,
  nameTaken: 'Another one already has this name.',
  descriptionTooLong: `Please keep the description under ${appointmentTypeLimits.description} characters.`,
  duration: `Enter a length in minutes, from ${appointmentTypeLimits.minDuration} to ${appointmentTypeLimits.maxDuration}.`,
  buffer: `Enter the minutes the room needs after it, from 0 to ${appointmentTypeLimits.maxBuffer}.`,
  maxParty: `Enter how many may come with the bride, from 0 to ${appointmentTypeLimits.maxParty}.`,
  paymentRequirement: 'Choose nothing, a card on file or a deposit.',
  deposit: 'Enter the deposit, from 1.00 to 100,000.00.',
  bookableOnline: 'Tick the box or leave it empty.',
  rooms: 'Choose rooms of your boutique.',
  roomNotFound: 'One of the chosen rooms no longer exists. Reload and choose again.',
  typeNotFound: 'Appointment type not found.',
  roomNotFoundById: 'Fitting room not found.',
  tooManyTypes: `A boutique can have at most ${appointmentTypeLimits.typesPerBoutique} appointment types.`,
  tooManyRooms: `A boutique can have at most ${appointmentTypeLimits.roomsPerBoutique} fitting rooms.`,
  /** Booking: the chosen type. */
  typeRequired: 'Please choose the kind of appointment.',
  typeUnavailable: 'That kind of appointment can no longer be booked. Please choose another.',
  noRoomHosts: (typeName: string) => `No fitting room can host ${typeName} at the moment. Please contact the boutique.`,
  partyTooLarge: (typeName: string, maxParty: number) =>
    maxParty === 0
      ? `${typeName} is for the bride alone. Please come without guests, or choose another kind of appointment.`
      : `${typeName} has room for at most ${maxParty} ${maxParty === 1 ? 'guest' : 'guests'} with the bride.`,
  partySize: `Enter how many come with you, from 0 to ${appointmentTypeLimits.maxParty}, or leave it empty.`,
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

const nameField = () =>
  yup
    .string()
    .trim()
    .required(appointmentTypeMessages.nameRequired)
    .max(appointmentTypeLimits.name, appointmentTypeMessages.nameTooLong);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

/** POST /api/appointment-types and PUT /api/appointment-types/{id}. */
export const appointmentTypeSchema = yup.object({
  name: nameField(),
  description: yup
    .string()
    .trim()
    .default('')
    .max(appointmentTypeLimits.description, appointmentTypeMessages.descriptionTooLong),
  durationMinutes: wholeNumber(
    appointmentTypeMessages.duration,
    appointmentTypeLimits.minDuration,
    appointmentTypeLimits.maxDuration,
  ),
  bufferMinutes: wholeNumber(appointmentTypeMessages.buffer, 0, appointmentTypeLimits.maxBuffer),
  maxParty: wholeNumber(appointmentTypeMessages.maxParty, 0, appointmentTypeLimits.maxParty),
  paymentRequirement: yup
    .mixed<PaymentRequirement>()
    .oneOf(paymentRequirements, appointmentTypeMessages.paymentRequirement)
    .default('none'),
  depositCents: yup
    .number()
    .nullable()
    .default(null)
    .typeError(appointmentTypeMessages.deposit)
    .integer(appointmentTypeMessages.deposit)
    .min(appointmentTypeLimits.minDepositCents, appointmentTypeMessages.deposit)
    .max(appointmentTypeLimits.maxDepositCents, appointmentTypeMessages.deposit)
    .when('paymentRequirement', {
      is: 'deposit',
      then: (field) => field.required(appointmentTypeMessages.deposit),
    }),
  // Only true or false: a string is not read as one.
  bookableOnline: yup
    .mixed<boolean>()
    .default(true)
    .test('boolean', appointmentTypeMessages.bookableOnline, (value) => typeof value === 'boolean'),
  /** Empty: every room can host it. */
  roomIds: yup
    .array(yup.string().defined())
    .typeError(appointmentTypeMessages.rooms)
    .max(appointmentTypeLimits.roomsPerBoutique, appointmentTypeMessages.rooms)
    .default([])
    .test('uuids', appointmentTypeMessages.rooms, (value) => (value ?? []).every(isUuid)),
});
export type AppointmentTypeRequest = yup.InferType<typeof appointmentTypeSchema>;

/** POST /api/appointment-types/rooms and PUT /api/appointment-types/rooms/{id}. */
export const fittingRoomSchema = yup.object({ name: nameField() });
export type FittingRoomRequest = yup.InferType<typeof fittingRoomSchema>;

export interface AppointmentType {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  bufferMinutes: number;
  maxParty: number;
  paymentRequirement: PaymentRequirement;
  depositCents: number | null;
  bookableOnline: boolean;
  /** Empty: every room can host it. */
  roomIds: string[];
}

export interface FittingRoom {
  id: string;
  name: string;
}

/** GET /api/appointment-types: the boutique's types and rooms in use (archived ones left out). */
export interface AppointmentTypesResponse {
  types: AppointmentType[];
  rooms: FittingRoom[];
  /** The boutique's payment currency (its payment settings'): deposits are typed in it. */
  currency: string;
}

/** DELETE of a type or room: deleted, or archived because appointments name it (their history stays). */
export interface RemovedResponse {
  removed: 'deleted' | 'archived';
}

/** What a bride's link shows of a type she can book online. */
export interface BookableType {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  maxParty: number;
}

/** A party size as a form or client gives it: empty or absent is "not said". */
export const partySizeField = () =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === undefined ? null : value))
    .nullable()
    .default(null)
    .typeError(appointmentTypeMessages.partySize)
    .integer(appointmentTypeMessages.partySize)
    .min(0, appointmentTypeMessages.partySize)
    .max(appointmentTypeLimits.maxParty, appointmentTypeMessages.partySize);

/** A type id as a booking body gives it: absent or null is none. */
export const appointmentTypeIdField = () =>
  yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .test('uuid', appointmentTypeMessages.typeUnavailable, (value) => value === null || isUuid(value));
