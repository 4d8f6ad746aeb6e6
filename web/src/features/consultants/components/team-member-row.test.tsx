import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { RoleSwitch } from '../hooks/use-role-switch';
import { notYetInvitedLabel } from './consultant-status-badge';
import { TeamMemberRow } from './team-member-row';

const lena: Consultant = {
  id: 'c-1',
  name: 'Lena Crepe',
  email: 'lena@example.com',
  accountStatus: 'active',
  status: 'active',
  role: 'consultant',
  coachingGoals: '',
  lastLogin: null,
  invitedAt: null,
};

/** `timeZone` null: the boutique's zone is not known yet. */
const render = (roleSwitch?: RoleSwitch, member = lena, timeZone: string | null = 'America/Los_Angeles') =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <ul>
        <TeamMemberRow member={member} timeZone={timeZone ?? undefined} roleSwitch={roleSwitch} />
      </ul>
    </ChakraProvider>,
  );

describe("a team member's row", () => {
  it("shows the owner's switch, named for the person it changes", () => {
    const html = render({
      label: 'Make admin',
      accessibleName: 'Make Lena Crepe an admin',
      busy: false,
      onSwitch: () => undefined,
    });
    expect(html).toMatch(/<button[^>]*aria-label="Make Lena Crepe an admin"[^>]*>Make admin<\/button>/);
  });

  it('says a name an import brought in was not yet invited, and one added without an address needs setup', () => {
    const imported = { ...lena, email: null, status: 'needs_setup', accountStatus: 'needs_setup' } as const;
    expect(render(undefined, { ...imported, notYetInvited: true })).toContain(`>${notYetInvitedLabel}<`);
    expect(render(undefined, imported)).toContain('>Setup Required<');
  });

  it('has no switch for anyone else', () => {
    expect(render()).not.toContain('Make admin');
  });

  it('links to her goal page when the page gives one, named for her', () => {
    const html = renderToStaticMarkup(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <ul>
            <TeamMemberRow member={lena} timeZone="UTC" goalsPath="/admin/1/consultants/c-1/goals" />
          </ul>
        </MemoryRouter>
      </ChakraProvider>,
    );
    expect(html).toMatch(/<a[^>]*href="\/admin\/1\/consultants\/c-1\/goals"[^>]*>Goals<.*? of Lena Crepe<\/span><\/a>/);
    expect(render()).not.toContain('>Goals<');
  });

  // The machine runs on UTC; the boutique is in Los Angeles, whose clocks went forward at 10:00 UTC
  // on 8 March 2026.
  it("shows her last login as the boutique's day, across its DST change", () => {
    const lastLogin = (at: string | null, timeZone?: string | null) =>
      /Last login: [^<]*/.exec(render(undefined, { ...lena, lastLogin: at }, timeZone))?.[0];
    // 07:30 UTC on the 8th is still the evening of the 7th in Los Angeles (PST).
    expect(lastLogin('2026-03-08T07:30:00Z')).toBe('Last login: Mar 7, 2026');
    // 07:30 UTC on the 9th is past midnight in Los Angeles (PDT, no longer PST).
    expect(lastLogin('2026-03-09T07:30:00Z')).toBe('Last login: Mar 9, 2026');
    expect(lastLogin('2026-03-08T07:30:00Z', 'Asia/Tokyo')).toBe('Last login: Mar 8, 2026');
    expect(lastLogin(null)).toBe('Last login: Never');
    // Until the boutique's zone is known, no day is guessed from the machine's.
    expect(lastLogin('2026-03-08T07:30:00Z', null)).toBeUndefined();
  });
});
