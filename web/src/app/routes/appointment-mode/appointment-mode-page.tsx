import { Button, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { AppointmentDetail, ChecklistDress } from '@bridal/shared/appointments/appointment-detail';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { usePageArea } from '../../../lib/use-page-area';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { SectionCard } from '../../../components/layout/section-card';
import { ApiError } from '../../../lib/api-client';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { paths } from '@bridal/shared/web/page-paths';
import { useAppointment } from '../../../features/appointment-mode/api/get-appointment';
import { AppointmentHeader } from '../../../features/appointment-mode/components/appointment-header';
import { ChecklistHistory } from '../../../features/appointment-mode/components/checklist-history';
import { ChecklistSection } from '../../../features/appointment-mode/components/checklist-section';
import { OutcomeForm } from '../../../features/appointment-mode/components/outcome-form';
import { OutcomeSummary } from '../../../features/appointment-mode/components/outcome-summary';
import { HelpWizardDialog } from '../../../features/bride-profile/components/help-wizard-dialog';
import { ScoreCardPanel } from '../../../features/score-cards/components/score-card-panel';

const withDress = (detail: AppointmentDetail, dress: ChecklistDress): AppointmentDetail => ({
  ...detail,
  checklist: detail.checklist.some((entry) => entry.dressKey === dress.dressKey)
    ? detail.checklist.map((entry) => (entry.dressKey === dress.dressKey ? dress : entry))
    : [...detail.checklist, dress],
});

function AppointmentMode({
  detail,
  profilePath,
  onChange,
  onChecklistSaved,
}: {
  detail: AppointmentDetail;
  profilePath: string;
  onChange: (detail: AppointmentDetail) => void;
  onChecklistSaved: (detail: AppointmentDetail) => void;
}) {
  const [helpOpen, setHelpOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  // The outcome was just recorded: its score card follows at once.
  const [justEnded, setJustEnded] = useState(false);
  const { appointment, outcome } = detail;
  const closed = appointment.status === 'cancelled' || appointment.status === 'no_show';

  let outcomeContent: ReactNode;
  if (outcome && !ending) {
    outcomeContent = (
      <OutcomeSummary
        outcome={outcome}
        history={detail.history}
        timeZone={detail.timeZone}
        canEdit={detail.canEditOutcome}
        onEdit={() => setEnding(true)}
      />
    );
  } else if (ending) {
    outcomeContent = (
      <OutcomeForm
        appointmentId={appointment.id}
        checklist={detail.checklist}
        outcome={outcome}
        today={zonedDateKey(new Date(), detail.timeZone)}
        onSaved={(saved) => {
          if (!outcome) setJustEnded(true);
          onChange(saved);
          setEnding(false);
        }}
        onCancel={() => setEnding(false)}
      />
    );
  } else if (closed) {
    outcomeContent = (
      <Text color="fg.muted">This appointment was {appointment.status === 'no_show' ? 'a no-show' : 'cancelled'}.</Text>
    );
  } else if (detail.canEditOutcome) {
    outcomeContent = (
      <Button colorPalette="brand" size="xl" width="full" onClick={() => setEnding(true)}>
        End appointment
      </Button>
    );
  } else if (appointment.status === 'booked' && !detail.canEditChecklist) {
    outcomeContent = <Text color="fg.muted">This appointment is a colleague's. Ask an admin to reassign it.</Text>;
  } else {
    outcomeContent = <Text color="fg.muted">The outcome can be recorded once the appointment has started.</Text>;
  }

  return (
    <Stack gap={{ base: 4, md: 6 }} maxW="2xl" mx="auto" width="full">
      <Link asChild color="brand.700" fontSize="sm">
        <RouterLink to={profilePath}>← Her profile</RouterLink>
      </Link>
      <AppointmentHeader detail={detail} />
      <HStack gap="2">
        <Button variant="outline" size="lg" flex="1" onClick={() => setHelpOpen(true)}>
          I Need Help
        </Button>
      </HStack>
      <ChecklistSection
        appointmentId={appointment.id}
        checklist={detail.checklist}
        readOnly={!detail.canEditChecklist}
        onSaved={(dress) => onChecklistSaved(withDress(detail, dress))}
      />
      <SectionCard title="Outcome">{outcomeContent}</SectionCard>
      {outcome && <ScoreCardPanel appointmentId={appointment.id} justEnded={justEnded} />}
      <ChecklistHistory history={detail.checklistHistory} timeZone={detail.timeZone} />
      <HelpWizardDialog brideId={detail.bride.id} open={helpOpen} onOpenChange={setHelpOpen} />
    </Stack>
  );
}

/** The appointment mode: her pull list as a checklist in the fitting room, then the outcome. */
export default function AppointmentModePage() {
  const { boutiqueId = '', brideId = '', appointmentId } = useParams();
  const { area } = usePageArea();
  const profilePath = paths.brideProfile(area, boutiqueId, brideId);
  const { data, error, mutate } = useAppointment(appointmentId);

  let content: ReactNode;
  if (data) {
    content = (
      <AppointmentMode
        key={data.appointment.id}
        detail={data}
        profilePath={profilePath}
        onChange={(detail) => void mutate(detail, { revalidate: false })}
        // The saved dress shows at once; the refetch brings the history row the server kept with it.
        onChecklistSaved={(detail) => void mutate(detail, { revalidate: true })}
      />
    );
  } else if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    content = (
      <Center minH="50vh">
        <Stack gap="3" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            {missing ? 'Appointment not found' : "We couldn't load this appointment"}
          </Heading>
          <Text color="fg.muted">
            {missing
              ? "This appointment is not among your boutique's. It may have been moved, or the link is wrong."
              : 'Check your connection and try again.'}
          </Text>
          <Link asChild color="brand.700">
            <RouterLink to={profilePath}>Back to her profile</RouterLink>
          </Link>
        </Stack>
      </Center>
    );
  } else {
    content = <PageLoader label="Loading the appointment..." />;
  }
  return <AppShell>{content}</AppShell>;
}
