import { describe, expect, it } from '@jest/globals';
import { brideBadge, brideBadgeLabels } from './dashboard';

describe("a bride's badge", () => {
  it('says a walk-in awaits her survey, whatever else', () => {
    expect(brideBadge({ status: 'awaiting_survey', appointmentCancelled: false }, false)).toBe('awaiting_survey');
    expect(brideBadge({ status: 'awaiting_survey', appointmentCancelled: true }, false)).toBe('awaiting_survey');
    expect(brideBadgeLabels.awaiting_survey).toBe('Awaiting survey');
  });

  it('never calls a bride who cancelled Ready as if she were coming', () => {
    expect(brideBadge({ status: 'ready', appointmentCancelled: true }, true)).toBe('cancelled');
    expect(brideBadgeLabels.cancelled).toBe('Appointment cancelled');
  });

  it('is Ready or Analyzing... otherwise', () => {
    expect(brideBadge({ status: 'ready', appointmentCancelled: false }, true)).toBe('ready');
    expect(brideBadge({ status: 'analyzing' }, false)).toBe('analyzing');
  });
});
