import { describe, expect, it } from '@jest/globals';
import { findAutoLinks } from '@bridal/testing/find-auto-links';
import { defangLinks } from './defang-links';

describe('defangLinks', () => {
  it.each([
    ['URGENT verify your payroll at https://evil.example', 'URGENT verify your payroll at https[:]//evil[.]example'],
    ['Visit www.payroll-check.com now', 'Visit www[.]payroll-check[.]com now'],
    ['Mail payroll@evil-payroll.com', 'Mail payroll[@]evil-payroll[.]com'],
    ['see payroll-check.com/login', 'see payroll-check[.]com/login'],
    ['follow @payrollhelp', 'follow [@]payrollhelp'],
    ['ip 10.0.0.1', 'ip 10[.]0[.]0[.]1'],
    ['http://2130706433', 'http[:]//2130706433'],
  ])('leaves %j nothing a mail client would link', async (typed, defanged) => {
    expect(await findAutoLinks(typed)).not.toEqual([]);
    expect(defangLinks(typed)).toBe(defanged);
    expect(await findAutoLinks(defangLinks(typed))).toEqual([]);
  });

  it.each([
    ['mailto:boss', 'mailto[:]boss'],
    ['evil\u3002com and evil\uFF0Ecom', 'evil[.]com and evil[.]com'],
    ['\\\\fileserver\\payroll', '\\ \\fileserver\\payroll'],
  ])(
    'also defangs %j, which other clients link (schemes, dots a host name may use, Windows shares)',
    (typed, defanged) => {
      expect(defangLinks(typed)).toBe(defanged);
    },
  );

  it('drops invisible characters that would hide a link from the pattern but not from the client', async () => {
    const typed = 'evil\u200b.com';
    expect(await findAutoLinks(typed)).not.toEqual([]);
    expect(defangLinks(typed)).toBe('evil[.]com');
  });

  it('keeps ordinary names as they were typed', () => {
    for (const name of [
      "St. Mary's Bridal",
      'Hollis & Daughters Bridal',
      'Maya Lind',
      'Bridal: The Atelier',
      'Zoë Ångström',
    ]) {
      expect(defangLinks(name)).toBe(name);
    }
  });
});
