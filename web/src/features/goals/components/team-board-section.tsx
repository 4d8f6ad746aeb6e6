import { Box, Flex, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { type TeamBoardResponse, type TeamBoardRow, teamBoardNote } from '@bridal/shared/coaching/goal-standing';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { useTeamBoard } from '../api/team-board';
import { improvementLine, periodLine } from '../utils/describe-goal';
import { GoalsList } from './goals-list';

const percent = (share: number) => `${Math.round(share * 100)} %`;

function BoardRow({ row, rank }: { row: TeamBoardRow; rank?: number }) {
  const share = row.improvement;
  return (
    <Stack as="li" gap="1" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="board-row">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {rank !== undefined ? `${rank}. ${row.name}` : row.name}
        </Heading>
        <Text fontWeight="semibold">{share === null ? '—' : percent(share)}</Text>
      </Flex>
      {share !== null && (
        <Progress.Root
          value={Math.max(0, share) * 100}
          size="sm"
          colorPalette="brand"
          aria-label={`${row.name}: ${improvementLine(share)}`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <GoalsList goals={row.goals} label={`Goals of ${row.name}`} />
    </Stack>
  );
}

interface TeamBoardViewProps {
  board: TeamBoardResponse;
  /** Where an admin turns it on; a consultant sees nothing while it is off. */
  settingsPath?: string;
}

/** The team board: by how far each one has come toward her own goals, never by a raw figure. */
export function TeamBoardView({ board, settingsPath }: TeamBoardViewProps) {
  if (!board.enabled) {
    if (!settingsPath) return null;
    return (
      <SectionCard title="Team Board">
        <Text color="fg.muted">
          {board.message}{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to={settingsPath}>Boutique Settings</RouterLink>
          </Link>
        </Text>
      </SectionCard>
    );
  }
  const empty = board.ranked.length === 0 && board.notYetMeasured.length === 0;
  return (
    <SectionCard title="Team Board" description={teamBoardNote}>
      {board.team && (
        <Text fontSize="sm" color="fg.muted" data-testid="board-team">
          {`The team, ${periodLine(board.team.period)}: ${board.team.completed} appointments, ${board.team.sales} sales, ${board.team.bridesBought} of ${board.team.bridesSeen} brides bought.`}
        </Text>
      )}
      {empty && <Text color="fg.muted">No one has a current goal yet: the board ranks people by their own goals.</Text>}
      {board.ranked.length > 0 && (
        <Stack as="ol" listStyleType="none" gap="0" aria-label="Ranked by improvement">
          {board.ranked.map((row, index) => (
            <BoardRow key={row.consultantId} row={row} rank={index + 1} />
          ))}
        </Stack>
      )}
      {board.notYetMeasured.length > 0 && (
        <Box>
          <Heading as="h3" size="sm" color="fg.muted">
            Not enough to compare yet
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Not enough to compare yet">
            {board.notYetMeasured.map((row) => (
              <BoardRow key={row.consultantId} row={row} />
            ))}
          </Stack>
        </Box>
      )}
      {board.withoutGoals.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {`No current goal: ${board.withoutGoals.map((person) => person.name).join(', ')}.`}
        </Text>
      )}
    </SectionCard>
  );
}

/** The reports page's team board, fetched; nothing while it loads or could not be fetched. */
export function TeamBoardSection({ settingsPath }: { settingsPath?: string }) {
  const { data } = useTeamBoard();
  return data ? <TeamBoardView board={data} settingsPath={settingsPath} /> : null;
}
