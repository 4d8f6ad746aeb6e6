import { DateTime } from 'luxon';

/** 'Sat Mar 14, 3:30 PM': short, on the boutique's clock (a text is read on a lock screen). */
export function shortAppointmentTime(startsAt: Date, timeZone: string): string {
  return DateTime.fromJSDate(startsAt).setZone(timeZone).setLocale('en-US').toFormat('ccc LLL d, h:mm a');
}

/** A boutique's name in a text: one line, not too long for one message. */
const nameOf = (boutiqueName: string) => boutiqueName.replace(/\s+/g, ' ').trim().slice(0, 40);

export function appointmentText(options: {
  kind: 'booked' | 'reminder';
  boutiqueName: string;
  startsAt: Date;
  timeZone: string;
  manageUrl: string;
}): string {
  const name = nameOf(options.boutiqueName);
  const when = shortAppointmentTime(options.startsAt, options.timeZone);
  return options.kind === 'booked'
    ? `${name}: you're booked for ${when}. Move or cancel: ${options.manageUrl} Reply STOP to opt out.`
    : `${name}: see you ${when}. Reply C to confirm. Move or cancel: ${options.manageUrl} Reply STOP to opt out.`;
}

export const inboundReplies = {
  confirmed: (boutiqueName: string, when: string) =>
    `${nameOf(boutiqueName)}: thank you, your appointment on ${when} is confirmed. See you then!`,
  nothingToConfirm: (boutiqueName: string) =>
    `${nameOf(boutiqueName)}: we found no upcoming appointment to confirm. Please contact the boutique.`,
  stopped: (boutiqueName: string) =>
    `${nameOf(boutiqueName)}: you will get no more texts from us. Reply START to get them again.`,
  started: (boutiqueName: string) =>
    `${nameOf(boutiqueName)}: texts about your appointments are back on. Reply STOP to opt out.`,
  help: (boutiqueName: string, phone: string) =>
    `${nameOf(boutiqueName)}: appointment texts. ${phone ? `Call us at ${phone}. ` : ''}Reply C to confirm, STOP to opt out.`,
  manage: (boutiqueName: string, manageUrl: string) =>
    `${nameOf(boutiqueName)}: to move or cancel your appointment: ${manageUrl} Reply C to confirm it, HELP for help.`,
  noAppointment: (boutiqueName: string) =>
    `${nameOf(boutiqueName)}: we found no upcoming appointment. Please contact the boutique.`,
  unknown: 'Sorry, we could not match this number to a booking. Please contact the boutique directly.',
};
