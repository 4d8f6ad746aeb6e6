import { describe, expect, it } from '@jest/globals';
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { appRoutes } from '../app/router';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { pagePatterns } from '@bridal/shared/web/page-paths';
import { notPrerendered, preloadingShells, prerenderedFileName, prerenderedRoutes } from './prerendered-routes';

const routes = createRoutesFromElements(appRoutes);
const publicLayout = routes.find((route) => (route.element as { type?: unknown } | undefined)?.type === PublicLayout);

const pathsOf = (list: RouteObject[] | undefined) => (list ?? []).map((route) => route.path);

describe('the pre-rendered pages', () => {
  it('are sorted out for every page of the public layout: a page added there must be put in one list or the other', () => {
    const publicPaths = pathsOf(publicLayout?.children);
    expect(publicPaths.length).toBeGreaterThan(5);
    const listed = [...prerenderedRoutes.map((route) => route.path), ...Object.keys(notPrerendered)];
    expect([...listed].sort()).toEqual([...publicPaths].sort());
  });

  it('each have a page of their own in the public layout, behind no session and no URL parameter', () => {
    for (const { path } of prerenderedRoutes) {
      const matches = matchRoutes(routes, path);
      expect([path, matches?.length]).toEqual([path, 2]);
      expect([path, matches![0]!.route]).toEqual([path, publicLayout]);
      // Its own route, not the 404 page's catch-all, and nothing taken from the path.
      expect([path, matches![1]!.route.path]).toEqual([path, path]);
      expect([path, matches![1]!.params]).toEqual([path, {}]);
    }
  });

  it('have a file name of their own each, that never climbs out of the folder', () => {
    const files = prerenderedRoutes.map((route) => prerenderedFileName(route.path));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\.html$/);
  });
});

describe('the preloading shells', () => {
  it("name the survey's page pattern, the demo's path it leaves to the demo, and the boutique's lookup as the app asks for it", () => {
    const [survey] = preloadingShells;
    expect(survey?.pattern).toBe(pagePatterns.survey);
    expect(survey?.except).toEqual([pagePatterns.demoSurvey]);
    expect(survey?.fetch?.replace(':boutiqueName', 'harbor-bridal')).toBe(apiPaths.surveyBoutique('harbor-bridal'));
    expect(matchRoutes(routes, '/survey/harbor-bridal')?.at(-1)?.route.path).toBe(survey?.pattern);
  });
});
