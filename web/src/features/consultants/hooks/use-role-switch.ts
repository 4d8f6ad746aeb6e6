import { accountMessages } from '@bridal/shared/accounts/account-details';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverErrorTitle, serverMessage } from '../../../lib/server-error';
import { changeTeamRole } from '../api/change-team-role';
import { refreshTeam } from '../api/get-consultants';

/** The switch on a team member's row: what it does, and whether it is under way. */
export interface RoleSwitch {
  label: 'Make admin' | 'Make consultant';
  /** What a screen reader says: the label with the person's name. */
  accessibleName: string;
  busy: boolean;
  onSwitch: () => void;
}

/**
 * The owner's switch between admin and consultant, for everyone on the team but herself; nobody
 * else gets one (the server refuses them too).
 */
export function useRoleSwitch(session: SessionInfo): (member: Consultant) => RoleSwitch | undefined {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function switchRole(member: Consultant) {
    const role = member.role === 'admin' ? 'consultant' : 'admin';
    setBusyId(member.id);
    try {
      const changed = await changeTeamRole(member.id, role);
      notify(
        'success',
        'Role Changed',
        role === 'admin' ? accountMessages.madeAdmin(changed.name) : accountMessages.madeConsultant(changed.name),
      );
      await refreshTeam();
    } catch (error) {
      notify('error', serverErrorTitle(error) ?? 'Role Not Changed', serverMessage(error) ?? 'Please try again.');
    } finally {
      setBusyId(null);
    }
  }

  return (member) => {
    if (session.userRole !== 'boutique_owner' || member.email?.toLowerCase() === session.email.toLowerCase()) {
      return undefined;
    }
    const toAdmin = member.role !== 'admin';
    // An admin logs in with her e-mail: one who has none yet stays a consultant.
    if (toAdmin && !member.email) return undefined;
    return {
      label: toAdmin ? 'Make admin' : 'Make consultant',
      accessibleName: toAdmin ? `Make ${member.name} an admin` : `Make ${member.name} a consultant`,
      busy: busyId === member.id,
      onSwitch: () => void switchRole(member),
    };
  };
}
