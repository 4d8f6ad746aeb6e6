import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { nativeCheckboxStyle } from '../../../components/form/native-checkbox';
import { SectionCard } from '../../../components/layout/section-card';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { setTeamBoard, useTeamBoard } from '../api/team-board';

/** Boutique Settings' 'Team board' switch (admins): off by default, saved as it is switched. */
export function TeamBoardSetting() {
  const { data } = useTeamBoard();
  const [saving, setSaving] = useState(false);
  const id = useId();
  const enabled = data?.enabled ?? false;

  async function change(next: boolean) {
    setSaving(true);
    try {
      await setTeamBoard(next);
      notify('success', next ? 'Team Board On' : 'Team Board Off');
    } catch (error) {
      notify('error', 'Could Not Change the Team Board', failureText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SectionCard title="Team Board">
      <Stack gap="2">
        <HStack align="flex-start" gap="2.5">
          <chakra.input
            type="checkbox"
            role="switch"
            id={`${id}-switch`}
            checked={enabled}
            aria-checked={enabled}
            aria-describedby={`${id}-hint`}
            disabled={!data || saving}
            onChange={(event) => void change(event.target.checked)}
            {...nativeCheckboxStyle}
            mt="1"
          />
          <chakra.label htmlFor={`${id}-switch`} fontWeight="semibold" cursor="pointer">
            Show the team board on the Reports page
          </chakra.label>
        </HStack>
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
          Off by default. When on, your whole team sees everyone ranked by how far each has come toward her own goals
          from her own starting point, never by a raw closing ratio.
        </Text>
      </Stack>
    </SectionCard>
  );
}
