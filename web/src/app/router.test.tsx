import { describe, expect, it } from '@jest/globals';
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import {
  areaPattern,
  areas,
  demoBoutique,
  demoPattern,
  fillPattern,
  pagePatterns,
  paths,
} from '@bridal/shared/web/page-paths';
import { appRoutes } from './router';

const routes = createRoutesFromElements(appRoutes);
const routePaths = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);
const mounted = routePaths(routes);

const patterns: string[] = Object.values(pagePatterns);
/** Each pattern as the router may mount it: as it is, in an area, for the demo boutique. */
const forms = (pattern: string) => [
  pattern,
  fillPattern(pattern, { boutiqueId: demoBoutique }),
  ...areas.flatMap((area) => [areaPattern(area, pattern), demoPattern(area, pattern)]),
];

describe('the router', () => {
  it('mounts only paths from the page table (and the 404 catch-all)', () => {
    const fromTable = new Set(patterns.flatMap(forms));
    expect(mounted.filter((path) => path !== '*' && !fromTable.has(path))).toEqual([]);
  });

  it('mounts every page of the table', () => {
    expect(patterns.filter((pattern) => !forms(pattern).some((form) => mounted.includes(form)))).toEqual([]);
  });

  it('mounts no path twice', () => {
    expect(mounted.length).toBe(new Set(mounted).size);
  });
});

describe('the page table', () => {
  it('builds, from each pattern, an address the same pattern reads back', () => {
    for (const pattern of patterns) {
      const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
      const params = Object.fromEntries(names.map((name) => [name, name === 'area' ? 'admin' : `${name} 1/é?`]));
      const built = fillPattern(pattern, params);
      // matchRoutes decodes the path as the browser's router does.
      expect([pattern, matchRoutes([{ path: pattern }], built)?.[0]?.params]).toEqual([pattern, params]);
    }
  });

  it.each([
    [
      paths.brideProfile('consultant', 12, 'bride 1'),
      '/consultant/:boutiqueId/client/:id',
      { boutiqueId: '12', id: 'bride 1' },
    ],
    [paths.brideProfile('admin', 'demo', 'b1'), '/admin/demo/client/:id', { id: 'b1' }],
    [
      paths.followUps('admin', 3, 'b1'),
      '/admin/:boutiqueId/client/:brideId/follow-ups',
      { boutiqueId: '3', brideId: 'b1' },
    ],
    [
      paths.appointmentMode('consultant', 3, 'b1', 'a1'),
      '/consultant/:boutiqueId/client/:brideId/appointment/:appointmentId',
      { boutiqueId: '3', brideId: 'b1', appointmentId: 'a1' },
    ],
    [paths.inventory(3), '/admin/:boutiqueId/inventory', { boutiqueId: '3' }],
    [paths.subscriptionSettings('demo'), '/admin/demo/subscription-settings', {}],
    [paths.survey('rose-bridal', 'tok'), '/survey/:boutiqueName', { boutiqueName: 'rose-bridal' }],
    [paths.demo.survey, '/survey/demo', {}],
    [paths.booking('t/1'), '/book/:token', { token: 't/1' }],
    [paths.manageAppointment('t1'), '/appointment/:token', { token: 't1' }],
    [paths.unsubscribe('t1'), '/unsubscribe/:token', { token: 't1' }],
    [paths.resetPassword('t1'), '/reset-password', {}],
    [paths.confirmEmail('t1'), '/confirm-email', {}],
    [paths.consultantSignup('t1'), '/consultant-signup', {}],
    [paths.demo.consultantDashboard(true), '/consultant', {}],
    [paths.demo.adminDashboard, '/admin/demo', {}],
  ])('sends %s to the page mounted at %s', (address, pattern, params) => {
    const url = new URL(address, 'https://example.test');
    const page = matchRoutes(routes, url.pathname)?.at(-1);
    expect(page?.route.path).toBe(pattern);
    expect(page?.params).toEqual(params);
  });

  it('puts tokens in the query string encoded', () => {
    expect(paths.resetPassword('a+b/c')).toBe('/reset-password?token=a%2Bb%2Fc');
    expect(paths.survey('rose', 'x y')).toBe('/survey/rose?invite=x%20y');
    expect(paths.survey('rose')).toBe('/survey/rose');
    expect(paths.demo.consultantDashboard()).toBe('/consultant?boutique=demo');
    expect(paths.demo.consultantDashboard(true)).toBe('/consultant?boutique=demo&hotspots=true');
    expect(paths.loginAfterAccountCreated).toBe('/login?message=account-created');
  });
});
