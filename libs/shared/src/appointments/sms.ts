import * as yup from 'yup';

/**
 * The words of the box the bride ticks at booking to get texts; stored with her consent exactly as
 * she saw them.
 */
export const smsConsentWording =
  'Text me about this appointment (confirmation and reminders) at this number. Message and data rates may apply. Reply STOP to opt out, HELP for help.';

export const smsMessages = {
  smsConsent: 'Please tick the box or leave it empty.',
  phoneForTexts: 'To get texts, enter your mobile number with its country code, e.g. +1 212 555 0100.',
} as const;

/** How a bride's appointment was confirmed (appointments.confirmed_via). */
export type ConfirmedVia = 'sms' | 'email' | 'staff';

export const confirmedViaLabels: Record<ConfirmedVia, string> = {
  sms: 'by text',
  email: 'by e-mail',
  staff: 'by staff',
};

export const smsSettingsMessages = {
  accountSid: 'Enter your Twilio Account SID: AC followed by 32 letters and digits.',
  authToken: 'Enter your Twilio auth token (32 letters and digits).',
  fromNumber: 'Enter your Twilio number with its country code, e.g. +1 212 555 0100.',
  reminderHours: 'Choose one or two reminders, each from 1 to 168 hours before.',
  quietTime: 'Enter a time as HH:MM, e.g. 21:00.',
  enabled: 'Choose whether texts are on.',
  unavailable: 'Texts are not available on this server yet: its operator must set SMS_ENCRYPTION_KEY.',
  saved: 'Text message settings saved.',
} as const;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PUT /api/boutique-settings/sms. An empty auth token keeps the saved one. */
export const smsSettingsSchema = yup.object({
  enabled: yup.boolean().strict().typeError(smsSettingsMessages.enabled).required(smsSettingsMessages.enabled),
  accountSid: yup
    .string()
    .trim()
    .required(smsSettingsMessages.accountSid)
    .matches(/^AC[0-9a-fA-F]{32}$/, smsSettingsMessages.accountSid),
  authToken: yup
    .string()
    .trim()
    .default('')
    .test('token', smsSettingsMessages.authToken, (value) => !value || /^[0-9a-zA-Z]{32}$/.test(value)),
  fromNumber: yup
    .string()
    .trim()
    .required(smsSettingsMessages.fromNumber)
    .transform((value: string) => value.replace(/[\s().-]/g, ''))
    .matches(/^\+[1-9]\d{7,14}$/, smsSettingsMessages.fromNumber),
  reminderHours: yup
    .array()
    .of(yup.number().strict().integer(smsSettingsMessages.reminderHours).min(1).max(168).required())
    .typeError(smsSettingsMessages.reminderHours)
    .required(smsSettingsMessages.reminderHours)
    .min(1, smsSettingsMessages.reminderHours)
    .max(2, smsSettingsMessages.reminderHours),
  quietStart: yup.string().required(smsSettingsMessages.quietTime).matches(hhmm, smsSettingsMessages.quietTime),
  quietEnd: yup.string().required(smsSettingsMessages.quietTime).matches(hhmm, smsSettingsMessages.quietTime),
});

export type SmsSettingsRequest = yup.InferType<typeof smsSettingsSchema>;

/** GET /api/boutique-settings/sms: never the token itself. */
export interface SmsSettingsView {
  /** The server can keep a token (its operator set SMS_ENCRYPTION_KEY). */
  available: boolean;
  enabled: boolean;
  accountSid: string;
  hasAuthToken: boolean;
  fromNumber: string;
  reminderHours: number[];
  quietStart: string;
  quietEnd: string;
  /** Where to point the number's "A message comes in" webhook in Twilio's console. */
  webhookUrl: string;
}
