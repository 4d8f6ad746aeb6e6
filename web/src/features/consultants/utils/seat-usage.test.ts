import { describe, expect, it } from '@jest/globals';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { seatUsage } from './seat-usage';

const member = (role: Consultant['role']) => ({ role }) as Consultant;

describe('seatUsage', () => {
  it('is unknown until the subscription details arrive', () => {
    expect(seatUsage(undefined, [])).toBeNull();
  });

  it('counts the seats the server counts against the limit', () => {
    expect(seatUsage({ maxConsultants: 6, consultantCount: 2 }, [])).toEqual({ used: 2, max: 6, full: false });
    expect(seatUsage({ maxConsultants: 1, consultantCount: 1 }, [])).toEqual({ used: 1, max: 1, full: true });
  });

  it('reads a limit nested under subscription, else 4, and counts consultants when no count is sent', () => {
    const list = [member('admin'), member('consultant'), member('consultant')];
    expect(seatUsage({ subscription: { maxConsultants: 2 } }, list)).toEqual({ used: 2, max: 2, full: true });
    expect(seatUsage({}, list)).toEqual({ used: 2, max: 4, full: false });
  });
});
