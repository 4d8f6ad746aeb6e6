import { describe, expect, it } from '@jest/globals';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { editBrideSchema } from '@bridal/shared/brides/edit-bride';
import { surveyMessages } from '@bridal/shared/survey/survey-schema';
import { editBrideRequest, editBrideValues } from './edit-bride-values';

const plan = (weddingDate: string | null) =>
  ({
    bride: {
      id: 'b1',
      name: 'Nora Quill',
      submittedAt: '2026-01-02T10:00:00.000Z',
      weddingDate,
      weddingVenue: 'Harbor Hall',
      weddingLocation: 'Portland, ME',
      status: 'ready',
    },
    survey: { budget: 'custom', customBudget: '2400' },
  }) as BridePlan;

describe("the edit dialog's values", () => {
  it('start as her details are, a past date she has already confirmed', async () => {
    const values = editBrideValues(plan('2021-06-05'), '2026-11-24');
    expect(values).toEqual({
      name: 'Nora Quill',
      weddingDate: '2021-06-05',
      weddingDateConfirmed: true,
      weddingVenue: 'Harbor Hall',
      weddingLocation: 'Portland, ME',
      budget: 'custom',
      customBudget: '2400',
    });
    await expect(editBrideSchema.validate(values)).resolves.toBeTruthy();
    expect(editBrideValues(plan(null), '2026-11-24')).toMatchObject({ weddingDate: '', weddingDateConfirmed: false });
  });

  it('refuse a new past date until it is confirmed, and an impossible one with the survey’s message', async () => {
    const values = { ...editBrideValues(plan('2027-06-05'), '2026-11-24'), weddingDate: '2021-06-05' };
    await expect(editBrideSchema.validate(values)).rejects.toThrow(surveyMessages.pastWeddingDate('2021-06-05'));
    await expect(editBrideSchema.validate({ ...values, weddingDate: '2027-02-30' })).rejects.toThrow(
      surveyMessages.weddingDate,
    );
  });

  it('send a custom amount only with the custom budget', () => {
    const values = editBrideValues(plan('2027-06-05'), '2026-11-24');
    expect(editBrideRequest(values).customBudget).toBe('2400');
    expect(editBrideRequest({ ...values, budget: '1000-2000' }).customBudget).toBe('');
  });
});
