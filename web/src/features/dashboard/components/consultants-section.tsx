import { Alert, Button, EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notify } from '../../../lib/notify';
import { failureStatus } from '../../../lib/server-error';
import { useConsultantList } from '../api/consultant-list';
import { useConsultantActions } from '../hooks/consultant-actions';
import { ConsultantDeleteDialog } from './consultant-delete-dialog';
import { ConsultantFormDialog } from './consultant-form-dialog';
import { ConsultantRow } from './consultant-row';
import { DashboardCard } from './dashboard-card';

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

/** The admin dashboard's team: invite, edit, resend and delete consultants. */
export function ConsultantsSection({ boutiqueId }: { boutiqueId: number }) {
  const { data, error, isLoading, isValidating, mutate } = useConsultantList();
  const actions = useConsultantActions();
  const [form, setForm] = useState<DialogState>(closed);
  const [removal, setRemoval] = useState<DialogState>(closed);
  useFetchFailureToast(error);

  const team = (data ?? []).filter((consultant) => consultant.role !== 'admin');
  const openInvite = () => setForm({ open: true, consultant: null });
  const openEdit = (consultant: Consultant) => setForm({ open: true, consultant });

  return (
    <DashboardCard
      title="Consultants"
      action={
        <Flex gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={`/admin/${boutiqueId}/consultants`}>Manage team</RouterLink>
          </Button>
          <Button size="sm" colorPalette="brand" onClick={openInvite}>
            Invite Consultant
          </Button>
        </Flex>
      }
    >
      {error && !data && (
        <Alert.Root status="error" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Failed to fetch consultants: ${failureStatus(error)}`}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" bg="white" onClick={() => void mutate()} loading={isValidating}>
            Try Again
          </Button>
        </Alert.Root>
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
              onResend={() => void actions.resend(consultant)}
              onDelete={() => setRemoval({ open: true, consultant })}
            />
          ))}
        </Stack>
      )}

      <ConsultantFormDialog
        open={form.open}
        consultant={form.consultant}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        onSave={(values) => (form.consultant ? actions.update(form.consultant, values) : actions.invite(values))}
      />
      <ConsultantDeleteDialog
        open={removal.open}
        consultant={removal.consultant}
        isDeleting={removal.consultant !== null && actions.deletingId === removal.consultant.id}
        onCancel={() => setRemoval((current) => ({ ...current, open: false }))}
        onConfirm={async (consultant) => {
          if (await actions.remove(consultant)) setRemoval((current) => ({ ...current, open: false }));
        }}
      />
    </DashboardCard>
  );
}
