import { describe, expect, it } from '@jest/globals';
import { boutiqueDate, boutiqueInstant } from '@bridal/testing/boutique-day';
import { pageAs, signUpBoutique } from './support/boutique';
import { expectToast, seriousAxeViolations } from './support/browser';
import { findOverflow, resizeTo } from './support/find-overflow';
import { parseIcs } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
const stamp = Date.now();

const owner = {
  name: 'Celeste Arden',
  email: `celeste.${stamp}@arden-bridal.com`,
  password: 'Organza&Pearl2026',
  phone: '2075550177',
  boutiqueName: 'Arden Bridal',
  address: '9 Harbor Lane, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

describe('calendar feeds', () => {
  it("the owner makes the boutique's link in Settings, copies it, a calendar fetches the appointment; revoked, it answers 404", async () => {
    const { boutiqueId, ownerCookie } = await signUpBoutique(ctx, owner);
    const sql = ctx.platform.database.sql;
    const [bride] = await sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status, email, phone)
      VALUES (${boutiqueId}, 'Wren Halloway', ${sql.json({})}, 'ready', 'wren.h@example.com', '2075550123')
      RETURNING id`;
    const [appointment] = await sql<{ id: string; startsAt: Date }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutiqueId}, ${bride!.id}, ${boutiqueInstant('UTC', boutiqueDate('UTC', 4), '15:00')}, 90, 'staff')
      RETURNING id, starts_at`;

    const page = await pageAs(ctx, ownerCookie);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.platform.baseUrl });
    await page.goto(`/admin/${boutiqueId}/settings`);
    const section = page.getByRole('region', { name: 'Calendar Feed' });
    await section.getByText('No link yet.').waitFor();
    await section.getByRole('button', { name: 'Make a Calendar Link' }).click();
    await section.getByText('Copy it now').waitFor();
    await section.getByRole('button', { name: 'Copy Link' }).click();
    await expectToast(page, 'The calendar link is on your clipboard.');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(await section.getByTestId('calendar-feed-url').inputValue());
    expect(url).toMatch(new RegExp(`^${ctx.platform.baseUrl}/api/calendar/[A-Za-z0-9_-]{51}\\.ics$`));
    expect(await section.getByRole('link', { name: 'open it in your calendar app' }).getAttribute('href')).toBe(
      url.replace(/^https?:/, 'webcal:'),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The long link fits a phone.
    await resizeTo(page, 375);
    expect(await findOverflow(page)).toEqual([]);

    // A calendar app fetches it: no cookie.
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    const calendar = parseIcs(text);
    expect(calendar.events).toHaveLength(1);
    expect(calendar.events[0]).toMatchObject({
      uid: `${appointment!.id}@${new URL(ctx.platform.baseUrl).hostname}`,
      start: appointment!.startsAt,
      status: 'CONFIRMED',
    });
    expect(text).toContain('SUMMARY:Wren Halloway – Bridal appointment');
    expect(text).not.toContain('wren.h@example.com');

    // Once the page is opened again, the link is not shown: only that it exists, and when it was fetched.
    await page.reload();
    await section.getByText(/A link to all your boutique's appointments exists\. Made .*; last fetched/).waitFor();
    expect(await section.getByTestId('calendar-feed-url').count()).toBe(0);

    await section.getByRole('button', { name: 'Revoke Link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Link' }).click();
    await expectToast(page, 'The link no longer shows any appointment.');
    await section.getByText('No link yet.').waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.context().close();
  }, 150_000);
});
