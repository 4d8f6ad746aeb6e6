import { Box, Button, Circle, HStack, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import { type SetupChecklist, type SetupItemKey, setupItemTexts } from '@bridal/shared/setup/setup-checklist';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { LineIcon } from '../../../components/ui/line-icon';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { dismissSetupChecklist } from '../api/get-setup-checklist';

/** Where each item is done: pages of the app, and the survey's public address (opened in a new tab). */
export type SetupLinks = Record<SetupItemKey, { to: string; external?: boolean }>;

interface SetupChecklistCardProps {
  checklist: SetupChecklist;
  links: SetupLinks;
}

function detailOf(key: SetupItemKey, checklist: SetupChecklist): string | undefined {
  const { schedule } = checklist;
  if (key === 'schedule') return `Time zone now: ${schedule.timeZone}.`;
  if (key === 'appointments')
    return `Now ${schedule.appointmentMinutes}-minute appointments, ${schedule.capacity} at once.`;
  return undefined;
}

function ItemLink({ link, children }: { link: SetupLinks[SetupItemKey]; children: string }) {
  if (link.external) {
    return (
      <Link
        href={link.to}
        target="_blank"
        rel="noopener"
        color="brand.fg"
        fontWeight="semibold"
        textDecoration="underline"
      >
        {children}
        <Box as="span" srOnly>
          {' '}
          (opens in a new tab)
        </Box>
      </Link>
    );
  }
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
      <RouterLink to={link.to}>{children}</RouterLink>
    </Link>
  );
}

/**
 * 'Get your boutique ready': the owner's first hour on her dashboard. Each item comes from the
 * server and ticks itself once done; the card goes once all are done or she hides it.
 */
export function SetupChecklistCard({ checklist, links }: SetupChecklistCardProps) {
  const [hiding, setHiding] = useState(false);
  if (checklist.complete || checklist.dismissed) return null;
  const done = checklist.items.filter((item) => item.done).length;

  async function hide() {
    setHiding(true);
    try {
      await dismissSetupChecklist(true);
    } catch (error) {
      notify('error', 'Error', serverMessage(error) ?? 'Failed to hide the checklist. Please try again.');
      setHiding(false);
    }
  }

  return (
    <SectionCard
      title="Get your boutique ready"
      description={`${done} of ${checklist.items.length} done. ${
        checklist.onlineBookingOpen
          ? 'Brides can book their visits online.'
          : 'Brides can book online once you confirm your hours and time zone.'
      }`}
      action={
        <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => void hide()} loading={hiding}>
          Hide checklist
        </Button>
      }
      data-testid="setup-checklist"
      borderColor="brand.200"
      mb="6"
    >
      <Progress.Root value={done} max={checklist.items.length} size="sm" colorPalette="brand">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
        <Progress.Label srOnly>{`Setup progress: ${done} of ${checklist.items.length}`}</Progress.Label>
      </Progress.Root>
      <List.Root as="ol" gap="3" listStyle="none" ps="0">
        {checklist.items.map((item) => {
          const text = setupItemTexts[item.key];
          const detail = detailOf(item.key, checklist);
          return (
            <List.Item key={item.key} data-testid={`setup-item-${item.key}`} data-done={item.done}>
              <HStack align="flex-start" gap="3">
                <Circle
                  aria-hidden
                  size="5"
                  mt="0.5"
                  borderWidth="2px"
                  borderColor={item.done ? 'green.700' : 'gray.400'}
                  bg={item.done ? 'green.700' : 'white'}
                  color="white"
                >
                  {item.done && <LineIcon path="check" size={12} strokeWidth={3} />}
                </Circle>
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold" textDecoration={item.done ? 'line-through' : undefined}>
                    {text.title}
                    <Box as="span" srOnly>
                      {item.done ? ' (done)' : ' (to do)'}
                    </Box>
                  </Text>
                  {!item.done && (
                    <Text fontSize="sm" color="fg.muted">
                      {text.todo} {detail} <ItemLink link={links[item.key]}>{text.action}</ItemLink>
                    </Text>
                  )}
                </Stack>
              </HStack>
            </List.Item>
          );
        })}
      </List.Root>
    </SectionCard>
  );
}
