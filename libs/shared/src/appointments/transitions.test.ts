import { describe, expect, it } from '@jest/globals';
import { appointmentStatuses } from './appointment';
import { allowedFrom, appointmentTransitions, holdsPlace, mayTransition } from './transitions';

describe('the appointment transitions table', () => {
  it('states every allowed change of status', () => {
    expect(appointmentTransitions).toEqual({
      start: { from: ['booked'], to: 'booked' },
      assign: { from: ['booked'], to: 'booked' },
      editChecklist: { from: ['booked'], to: 'booked' },
      markNoShow: { from: ['booked'], to: 'no_show' },
      cancel: { from: ['booked'], to: 'cancelled' },
      move: { from: ['booked'], to: 'cancelled' },
      recordOutcome: { from: ['booked', 'completed'], to: 'completed' },
      remind: { from: ['booked'], to: 'booked' },
      sendCancellation: { from: ['cancelled'], to: 'cancelled' },
      manageLink: { from: ['booked'], to: 'booked' },
    });
  });

  it('answers an action from a status by the table', () => {
    expect(appointmentStatuses.filter((status) => mayTransition(status, 'cancel'))).toEqual(['booked']);
    expect(appointmentStatuses.filter((status) => mayTransition(status, 'recordOutcome'))).toEqual([
      'booked',
      'completed',
    ]);
    expect(mayTransition('no_show', 'recordOutcome')).toBe(false);
    expect(mayTransition('completed', 'editChecklist')).toBe(false);
  });

  it('gives the statuses for a SQL condition as a fresh list', () => {
    const from = allowedFrom('recordOutcome');
    from.push('cancelled');
    expect(allowedFrom('recordOutcome')).toEqual(['booked', 'completed']);
  });

  it('keeps a place on the schedule while the appointment may still be cancelled', () => {
    expect(appointmentStatuses.filter(holdsPlace)).toEqual(['booked']);
  });
});
