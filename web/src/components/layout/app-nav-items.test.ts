import { describe, expect, it } from '@jest/globals';
import { paths } from '@bridal/shared/web/page-paths';
import { appNavItems, currentNavItem } from './app-nav-items';

describe('the signed-in navigation', () => {
  it('gives an admin every page of her boutique', () => {
    expect(appNavItems('admin', 7).map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', paths.dashboard('admin', 7)],
      ['Brides', paths.allBrides('admin', 7)],
      ['Schedule', paths.schedule('admin', 7)],
      ['Reports', paths.reports('admin', 7)],
      ['Follow-ups due', paths.followUpsDue('admin', 7)],
      ['Coaching', paths.coaching('admin', 7)],
      ['Inventory', paths.inventory(7)],
      ['Team', paths.consultants(7)],
      ['Settings', paths.boutiqueSettings(7)],
    ]);
  });

  it('gives a consultant only the pages she may open, in her own area', () => {
    expect(appNavItems('consultant', 7).map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', paths.dashboard('consultant', 7)],
      ['Brides', paths.allBrides('consultant', 7)],
      ['Schedule', paths.schedule('consultant', 7)],
      ['Reports', paths.reports('consultant', 7)],
      ['Follow-ups due', paths.followUpsDue('consultant', 7)],
      ['Coaching', paths.coaching('consultant', 7)],
    ]);
  });

  it("marks the page shown, by either of its addresses, Brides on a bride's own pages, and none on other pages", () => {
    const items = appNavItems('admin', 7);
    expect(currentNavItem(items, '/admin/7')?.label).toBe('Dashboard');
    expect(currentNavItem(items, '/admin/7/dashboard')?.label).toBe('Dashboard');
    expect(currentNavItem(items, '/admin/7/schedule/')?.label).toBe('Schedule');
    expect(currentNavItem(items, paths.followUpsDue('admin', 7))?.label).toBe('Follow-ups due');
    expect(currentNavItem(items, paths.brideProfile('admin', 7, 'b1'))?.label).toBe('Brides');
    expect(currentNavItem(items, paths.followUps('admin', 7, 'b1'))?.label).toBe('Brides');
    expect(currentNavItem(items, paths.appointmentMode('admin', 7, 'b1', 'a1'))?.label).toBe('Brides');
    expect(currentNavItem(items, '/admin/7/clientele')).toBeUndefined();
    expect(currentNavItem(items, paths.account)).toBeUndefined();
  });
});
