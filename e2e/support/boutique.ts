import { hashPassword } from '@bridal/server/auth/password-hashing';
import type { SubmitSurveyResponse } from '@bridal/shared/survey/survey-responses';
import { beforeAll, expect } from '@jest/globals';
import { desktop, type Page } from './browser';
import type { RunningPlatform } from './use-platform';

/** A boutique signed up through the API, its owner's session cookie ("name=value"), and its survey slug. */
export interface SignedUpBoutique {
  boutiqueId: number;
  slug: string;
  ownerCookie: string;
}

const origin = (ctx: RunningPlatform) => ({ origin: ctx.platform.baseUrl });

/**
 * The boutique a sign-up made, found by its owner's address: the sign-up's answer does not say (it
 * answers the same for an address that already has an account).
 */
export async function boutiqueIdOf(ctx: RunningPlatform, ownerEmail: string): Promise<number> {
  const [row] = await ctx.platform.database.sql<{ boutiqueId: number }[]>`
    SELECT boutique_id FROM users WHERE lower(email) = lower(${ownerEmail}) AND role = 'owner'`;
  if (!row) throw new Error(`no boutique signed up by ${ownerEmail}`);
  return row.boutiqueId;
}

/** Logs in through the API; answers the session cookie as "name=value". */
export async function logInCookie(ctx: RunningPlatform, email: string, password: string): Promise<string> {
  const login = await fetch(`${ctx.platform.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin(ctx) },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * Signs a boutique up with its owner (the sign-up form's fields), confirms her address and logs her
 * in; then she saves her schedule settings as they are (her hours and time zone confirmed, online
 * booking open to brides), unless `confirmSchedule: false` (her first hour, before she has).
 */
export async function signUpBoutique(
  ctx: RunningPlatform,
  owner: { email: string; password: string } & Record<string, unknown>,
  { confirmSchedule = true }: { confirmSchedule?: boolean } = {},
): Promise<SignedUpBoutique> {
  const signup = await fetch(`${ctx.platform.baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin(ctx) },
    body: JSON.stringify(owner),
  });
  expect(signup.status).toBeLessThan(300);
  const boutiqueId = await boutiqueIdOf(ctx, owner.email);
  const [row] = await ctx.platform.database.sql<
    { slug: string }[]
  >`SELECT slug FROM boutiques WHERE id = ${boutiqueId}`;
  // She confirms her address with the e-mailed link, as an owner must before the boutique e-mails anyone.
  const confirmation = await ctx.platform.mail.waitFor(
    (mail) => mail.to.includes(owner.email) && mail.text.includes('/confirm-email?token='),
  );
  const token = /\/confirm-email\?token=([\w-]+)/.exec(confirmation.text)![1];
  const confirmed = await fetch(`${ctx.platform.baseUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin(ctx) },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
  const ownerCookie = await logInCookie(ctx, owner.email, owner.password);
  if (confirmSchedule) await confirmScheduleSettings(ctx, ownerCookie);
  return { boutiqueId, slug: row!.slug, ownerCookie };
}

/** An admin saves the boutique's schedule settings as they stand: her hours and time zone confirmed. */
export async function confirmScheduleSettings(ctx: RunningPlatform, cookie: string): Promise<void> {
  const settings = await apiAs(ctx, cookie, '/api/boutique-settings');
  const saved = await apiAs(ctx, cookie, '/api/boutique-settings', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: await settings.text(),
  });
  expect(saved.status).toBe(200);
}

/** An active consultant of the boutique, made in the database and logged in; answers her cookie. */
export async function addConsultant(
  ctx: RunningPlatform,
  boutiqueId: number,
  consultant: { name: string; email: string; password: string },
): Promise<string> {
  await ctx.platform.database.sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status)
    VALUES (${boutiqueId}, ${consultant.email}, ${consultant.name}, ${await hashPassword(consultant.password)},
            'consultant', 'active')`;
  return logInCookie(ctx, consultant.email, consultant.password);
}

/** A bride's survey posted as the survey page posts it (multipart); answers her id and booking link's token. */
export async function postSurvey(
  ctx: RunningPlatform,
  fields: Record<string, string | string[]>,
): Promise<SubmitSurveyResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  const res = await fetch(`${ctx.platform.baseUrl}/api/surveys`, { method: 'POST', headers: origin(ctx), body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as SubmitSurveyResponse;
}

/** A bride's survey posted as the survey page posts it (multipart); answers her id. */
export async function submitSurvey(ctx: RunningPlatform, fields: Record<string, string | string[]>): Promise<string> {
  return (await postSurvey(ctx, fields)).brideId;
}

/** Calls the API with a session cookie. */
export function apiAs(ctx: RunningPlatform, cookie: string, path: string, init: RequestInit = {}) {
  return fetch(`${ctx.platform.baseUrl}${path}`, {
    ...init,
    headers: { cookie, ...origin(ctx), ...(init.headers as Record<string, string>) },
  });
}

/** Waits until the bride's plan is ready (the worker runs her analysis). */
export async function waitUntilReady(ctx: RunningPlatform, cookie: string, brideId: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const plan = (await (await apiAs(ctx, cookie, `/api/recommendations/${brideId}`)).json()) as {
      bride: { status: string };
    };
    if (plan.bride.status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bride ${brideId} never became ready`);
}

export interface BoutiqueWithBride {
  boutique: SignedUpBoutique;
  consultantCookie: string;
  brideId: string;
}

/** A boutique signed up by its owner, with one consultant and one bride (her survey's fields) whose plan is ready. */
async function signUpWithReadyBride(
  ctx: RunningPlatform,
  people: {
    owner: Parameters<typeof signUpBoutique>[1];
    consultant: Parameters<typeof addConsultant>[2];
    bride: Record<string, string | string[]>;
  },
): Promise<BoutiqueWithBride> {
  const boutique = await signUpBoutique(ctx, people.owner);
  const consultantCookie = await addConsultant(ctx, boutique.boutiqueId, people.consultant);
  const brideId = await submitSurvey(ctx, { ...people.bride, boutiqueName: boutique.slug });
  await waitUntilReady(ctx, boutique.ownerCookie, brideId);
  return { boutique, consultantCookie, brideId };
}

/**
 * Before the file's tests, signUpWithReadyBride: the answer's fields are filled in once they are
 * made, for the tests to read.
 */
export function useBoutiqueWithReadyBride(
  ctx: RunningPlatform,
  people: Parameters<typeof signUpWithReadyBride>[1],
): BoutiqueWithBride {
  const made = {} as BoutiqueWithBride;
  beforeAll(async () => {
    Object.assign(made, await signUpWithReadyBride(ctx, people));
  }, 120_000);
  return made;
}

/** A page in a fresh browser context holding the session cookie. */
export async function pageAs(ctx: RunningPlatform, cookie: string, viewport = desktop): Promise<Page> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: ctx.platform.baseUrl }]);
  return context.newPage();
}
