import { describe, expect, it } from '@jest/globals';
import { paths } from '@bridal/shared/web/page-paths';
import { pageAreaOf } from './use-page-area';

describe('the page area', () => {
  it.each([
    [paths.dashboard('admin', 7), { area: 'admin', demo: false }],
    [paths.brideProfile('consultant', 7, 'b1'), { area: 'consultant', demo: false }],
    [paths.schedule('consultant', 7), { area: 'consultant', demo: false }],
    [paths.appointmentMode('admin', 7, 'b1', 'a1'), { area: 'admin', demo: false }],
    [paths.followUps('consultant', 'demo', 'b1'), { area: 'consultant', demo: true }],
    [paths.brideProfile('admin', 'demo', 'b1'), { area: 'admin', demo: true }],
    [paths.demo.adminDashboard, { area: 'admin', demo: true }],
    [paths.demo.consultantDashboard(true), { area: 'consultant', demo: true }],
    [paths.subscriptionSettings('demo'), { area: 'admin', demo: true }],
    ['/subscription-settings/demo', { area: 'admin', demo: true }],
    ['/subscription-settings/7', { area: 'admin', demo: false }],
    [paths.area('consultant'), { area: 'consultant', demo: false }],
  ])('of %s is %j', (address, expected) => {
    const url = new URL(address, 'https://example.test');
    expect(pageAreaOf(url.pathname, url.search)).toEqual(expected);
  });
});
