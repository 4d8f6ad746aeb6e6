import { customPartyPrefix } from '@bridal/shared/survey/survey-options';

export interface PartyMember {
  role: 'mom' | 'sister' | 'friend' | 'grandmother' | 'custom';
  /** How to call them in the plan: "her mom", "Aunt Linda". */
  name: string;
}

export interface Party {
  alone: boolean;
  members: PartyMember[];
  /** True when she did not say who is coming. */
  unknown: boolean;
}

const named: Record<Exclude<PartyMember['role'], 'custom'>, string> = {
  mom: 'her mom',
  sister: 'her sister',
  friend: 'her friend',
  grandmother: 'her grandmother',
};

/** Who is coming, from the survey's party list ('other' itself says nothing; its custom entry does). */
export function readParty(entries: readonly string[]): Party {
  const members: PartyMember[] = [];
  for (const entry of entries) {
    if (entry.startsWith(customPartyPrefix)) {
      const name = entry.slice(customPartyPrefix.length).trim();
      if (name) members.push({ role: 'custom', name });
    } else if (entry in named) {
      const role = entry as keyof typeof named;
      members.push({ role, name: named[role] });
    }
  }
  const alone = entries.includes('alone') && members.length === 0;
  return { alone, members, unknown: !alone && members.length === 0 };
}
