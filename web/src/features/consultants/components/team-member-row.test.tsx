import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RoleSwitch } from '../hooks/use-role-switch';
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

const render = (roleSwitch?: RoleSwitch) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <ul>
        <TeamMemberRow member={lena} roleSwitch={roleSwitch} />
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

  it('has no switch for anyone else', () => {
    expect(render()).not.toContain('Make admin');
  });
});
