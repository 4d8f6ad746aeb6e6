import { describe, expect, it } from '@jest/globals';
import {
  defaultFollowUpSettings,
  type FollowUp,
  followUpMessages,
  followUpSettingsSchema,
  followUpWriterLabels,
} from '@bridal/shared/follow-ups/follow-up';
import { describeFollowUp, settingsFormErrors, toSettingsFormValues, toSettingsRequest } from './describe-follow-up';

const followUp = (changes: Partial<FollowUp>): FollowUp => ({
  id: 'f1',
  brideId: 'b1',
  appointmentId: 'a1',
  step: 1,
  dueAt: '2026-03-10T14:00:00.000Z',
  status: 'drafted',
  subject: 'The Aurora',
  body: 'Hello',
  textMessage: 'Hello',
  writer: 'local',
  draftedAt: null,
  editedAt: null,
  editedByName: '',
  sendAt: null,
  queuedAt: null,
  queuedByName: '',
  automatic: false,
  sentAt: null,
  sentTo: '',
  skippedAt: null,
  skippedByName: '',
  stoppedAt: null,
  stoppedReason: null,
  ...changes,
});

const zone = 'America/New_York';

describe("a follow-up's line in the boutique's time zone", () => {
  it('says when a scheduled step is drafted and when a queued one goes out, across the DST change', () => {
    // 8 March 2026: New York moves from EST (UTC-5) to EDT (UTC-4).
    expect(describeFollowUp(followUp({ status: 'scheduled', dueAt: '2026-03-08T04:30:00Z' }), zone)).toBe(
      'Drafted on Sat, Mar 7',
    );
    expect(describeFollowUp(followUp({ status: 'scheduled', dueAt: '2026-03-09T04:30:00Z' }), zone)).toBe(
      'Drafted on Mon, Mar 9',
    );
    expect(describeFollowUp(followUp({ status: 'queued', sendAt: '2026-03-07T14:00:00Z' }), zone)).toMatch(
      /^Goes out Saturday, March 7, 2026 at 9:00\sAM$/,
    );
    expect(describeFollowUp(followUp({ status: 'queued', sendAt: '2026-03-09T13:00:00Z' }), zone)).toMatch(
      /^Goes out Monday, March 9, 2026 at 9:00\sAM$/,
    );
  });

  it('says a message held by the quiet hours goes out when they end, on the boutique clock, with its zone', () => {
    // Queued at 22:00 EST on Sat 7 March; the quiet hours end at 09:00 EDT on Sun 8, after the clocks went forward.
    const held = followUp({ status: 'queued', queuedAt: '2026-03-08T03:00:00Z', sendAt: '2026-03-08T13:00:00Z' });
    expect(describeFollowUp(held, zone)).toMatch(
      /^Queued: it goes out at 9:00\sAM on Sun, Mar 8 \(America\/New_York time\), after the quiet hours$/,
    );
    const London = 'Europe/London';
    const tuesday = followUp({ status: 'queued', queuedAt: '2024-12-02T21:00:00Z', sendAt: '2024-12-03T08:00:00Z' });
    expect(describeFollowUp(tuesday, London)).toMatch(
      /^Queued: it goes out at 8:00\sAM on Tue, Dec 3 \(Europe\/London time\)/,
    );
    const now = followUp({ status: 'queued', queuedAt: '2026-03-10T15:00:00Z', sendAt: '2026-03-10T15:00:00Z' });
    expect(describeFollowUp(now, zone)).toMatch(/^Goes out Tuesday, March 10, 2026 at 11:00\sAM$/);
  });

  it('names who sent it, or says it went automatically', () => {
    const sentAt = '2026-03-10T15:00:00Z';
    expect(describeFollowUp(followUp({ status: 'sent', sentAt, queuedByName: 'Wren Ashby' }), zone)).toMatch(
      /^Sent by Wren Ashby · Tuesday, March 10, 2026 at 11:00\sAM$/,
    );
    expect(describeFollowUp(followUp({ status: 'sent', sentAt, automatic: true }), zone)).toMatch(
      /^Sent automatically · /,
    );
  });

  it('labels skipped and stopped ones', () => {
    expect(
      describeFollowUp(followUp({ status: 'skipped', skippedAt: '2026-03-10T15:00:00Z', skippedByName: 'Wren' }), zone),
    ).toMatch(/^Skipped by Wren · /);
    expect(
      describeFollowUp(followUp({ status: 'stopped', stoppedAt: null, stoppedReason: 'booked_again' }), zone),
    ).toBe('She booked again');
    expect(describeFollowUp(followUp({ status: 'stopped', stoppedReason: 'unsubscribed' }), zone)).toBe(
      'She unsubscribed',
    );
  });

  it('has the fallback writer label the view shows', () => {
    expect(followUpWriterLabels['local-fallback']).toBe('Built-in draft (the AI model could not write this one)');
  });
});

describe('the follow-up settings form', () => {
  it('round-trips the settings; an empty second day means one follow-up', () => {
    const values = toSettingsFormValues(defaultFollowUpSettings);
    expect(followUpSettingsSchema.validateSync(toSettingsRequest(values))).toEqual(defaultFollowUpSettings);
    expect(toSettingsRequest({ ...values, secondDay: '' }).days).toEqual([2]);
    // Formik gives a number input's value back as a number.
    const typed = { ...values, firstDay: 3, secondDay: 9, holdDays: 5 } as unknown as typeof values;
    expect(toSettingsRequest(typed)).toMatchObject({ days: [3, 9], holdDays: 5 });
  });

  it("puts the schema's and the API's messages on the right inputs", () => {
    const bad = { ...toSettingsFormValues(defaultFollowUpSettings), firstDay: '7', secondDay: '3' };
    let errors: Record<string, string> = {};
    try {
      followUpSettingsSchema.validateSync(toSettingsRequest(bad), { abortEarly: false });
    } catch (error) {
      errors = Object.fromEntries(
        (error as { inner: { path: string; message: string }[] }).inner.map((item) => [item.path, item.message]),
      );
    }
    expect(settingsFormErrors(errors)).toEqual({ secondDay: followUpMessages.daysOrder });
    expect(
      settingsFormErrors({ days: followUpMessages.days, quietFrom: followUpMessages.quietTime, 'days[1]': 'x' }),
    ).toEqual({ firstDay: followUpMessages.days, quietFrom: followUpMessages.quietTime, secondDay: 'x' });
    expect(() =>
      followUpSettingsSchema.validateSync(toSettingsRequest({ ...bad, firstDay: '', secondDay: '' })),
    ).toThrow(followUpMessages.days);
    expect(() =>
      followUpSettingsSchema.validateSync(toSettingsRequest({ ...bad, secondDay: '', holdDays: '-1' })),
    ).toThrow(followUpMessages.holdDays);
  });
});
