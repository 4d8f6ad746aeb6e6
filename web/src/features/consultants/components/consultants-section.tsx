import { Button, EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { demoMessages } from '@bridal/shared/demo/demo-messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { failureStatus } from '../../../lib/server-error';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import { useConsultantActions } from '../hooks/use-consultant-actions';
import type { SeatUsage } from '../utils/seat-usage';
import { ConsultantFormDialog } from './consultant-form-dialog';
import { ConsultantRow } from './consultant-row';
import { SeatUsageMeter } from './seat-usage-meter';
import { SectionCard } from '../../../components/layout/section-card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';

interface DialogState {
  open: boolean;
  /** Kept after closing so the closing dialog keeps its text. */
  consultant: Consultant | null;
}

const closed: DialogState = { open: false, consultant: null };

/** Says once per outage that the list could not be fetched; the retries stay quiet. */
function useFetchFailureToast(error: unknown) {
  const told = useRef(false);
  useEffect(() => {
    if (!error) {
      told.current = false;
    } else if (!told.current) {
      told.current = true;
      notify('error', `Failed to fetch consultants: ${failureStatus(error)}`);
    }
  }, [error]);
}

interface ConsultantsSectionProps {
  /** The team as fetched (the boutique's, or the demo's sample team). */
  team: { data?: Consultant[]; error?: unknown; isLoading: boolean; isValidating: boolean; mutate: () => unknown };
  /** The demo: every change only explains itself, and no failure is toasted. */
  readOnly?: boolean;
  /** Where 'Manage team' goes; the demo has no such page. */
  manageTeamPath?: string;
  /** The seats in use, shown above the team (the demo's card). */
  seatUsage?: SeatUsage | null;
  /** A consultant's goal page; the demo has none. */
  goalsPathOf?: (consultant: Consultant) => string;
  hotspot?: ReactNode;
}

/** The admin dashboard's team (the dashboard page puts it there): invite, edit, resend and delete consultants. */
export function ConsultantsSection({
  team: list,
  readOnly = false,
  manageTeamPath,
  seatUsage,
  hotspot,
  goalsPathOf,
}: ConsultantsSectionProps) {
  const { data, error, isLoading, isValidating, mutate } = list;
  const actions = useConsultantActions();
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  useFetchFailureToast(readOnly ? null : error);

  const team = (data ?? []).filter((consultant) => consultant.role !== 'admin');
  const openInvite = readOnly ? () => showDemoNotice() : () => setForm({ open: true, consultant: null });
  const openEdit = (consultant: Consultant) =>
    readOnly ? showDemoNotice(demoMessages.editDisabled) : setForm({ open: true, consultant });
  const resend = (consultant: Consultant) =>
    readOnly ? showDemoNotice(demoMessages.resendDisabled) : void actions.resend(consultant);
  const askRemoval = (consultant: Consultant) =>
    readOnly ? showDemoNotice(demoMessages.deleteDisabled) : setRemoval({ open: true, consultant });

  return (
    <SectionCard
      title="Consultants"
      hotspot={hotspot}
      action={
        <Flex gap="2" wrap="wrap">
          {manageTeamPath && !readOnly && (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={manageTeamPath}>Manage team</RouterLink>
            </Button>
          )}
          <Button size="sm" colorPalette="brand" onClick={openInvite}>
            Invite Consultant
          </Button>
        </Flex>
      }
    >
      {seatUsage && <SeatUsageMeter usage={seatUsage} />}
      {Boolean(error) && !data && (
        <FetchFailedAlert what="consultants" fetched={{ error, isValidating, mutate }} inCard />
      )}
      {isLoading && !data && (
        <Text color="fg.muted" role="status">
          Loading consultants...
        </Text>
      )}
      {data && team.length === 0 && (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Title as="h3">No consultants yet</EmptyState.Title>
            <EmptyState.Description color="fg.muted" textAlign="center">
              Invite your consultants: each gets a coaching plan for every bride and the goals you set.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {team.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Consultants">
          {team.map((consultant) => (
            <ConsultantRow
              key={consultant.id}
              consultant={consultant}
              isResending={actions.resendingId === consultant.id}
              onEdit={() => openEdit(consultant)}
              onResend={() => resend(consultant)}
              onDelete={() => askRemoval(consultant)}
              goalsPath={goalsPathOf?.(consultant)}
            />
          ))}
        </Stack>
      )}

      {!readOnly && (
        <>
          <ConsultantFormDialog
            open={form.open}
            consultant={form.consultant}
            onClose={() => setForm((current) => ({ ...current, open: false }))}
            onSave={(values) => (form.consultant ? actions.update(form.consultant, values) : actions.invite(values))}
          />
          <ConfirmDeleteDialog
            item={removal.consultant}
            title="Delete consultant"
            open={removal.open}
            isDeleting={removal.consultant !== null && actions.deletingId === removal.consultant.id}
            onCancel={() => setRemoval((current) => ({ ...current, open: false }))}
            onConfirm={async (consultant) => {
              if (await actions.remove(consultant)) setRemoval((current) => ({ ...current, open: false }));
            }}
          >
            <Text>{`Delete ${removal.consultant?.name ?? ''}? This cannot be undone.`}</Text>
          </ConfirmDeleteDialog>
        </>
      )}
    </SectionCard>
  );
}
