import { Alert, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { paths } from '@bridal/shared/web/page-paths';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { AdminPage } from '../../require-session';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { BoutiqueSettingsForm } from '../../../features/boutique-settings/components/boutique-settings-form';
import { BoutiqueCalendarFeedSection } from '../../../features/calendar-feeds/components/boutique-calendar-feed-section';
import { FollowUpSettingsSection } from '../../../features/follow-ups/components/follow-up-settings-section';
import { TeamBoardSetting } from '../../../features/goals/components/team-board-setting';
import { BehavioursSection } from '../../../features/score-cards/components/behaviours-editor';
import { DigestSettingsSection } from '../../../features/coaching-digest/components/digest-settings-section';
import { useSetupChecklist } from '../../../features/setup/api/get-setup-checklist';
import { PaymentSettingsSection } from '../../../features/payments/components/payment-settings-section';
import { BookingRulesSection } from '../../../features/waitlist/components/booking-rules-section';
import { AppointmentTypesSection } from '../../../features/appointment-types/components/appointment-types-section';
import { ImportHistoryCard } from '../../../features/history-import/components/import-history-card';
import { SmsSettingsSection } from '../../../features/sms/components/sms-settings-section';

/** Until the owner first saves her hours and time zone, brides cannot book themselves: say so here. */
function OnlineBookingNotice() {
  const { data: setup } = useSetupChecklist();
  if (!setup || setup.onlineBookingOpen) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="online-booking-closed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Online booking is not open yet</Alert.Title>
        <Alert.Description>
          Check your time zone, opening hours, appointment length and fitting rooms below, then press Save Settings.
          Brides can then book their visits themselves; until then your team books for them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A link to one of the boutique's connections with its other tools. */
function ToolLink({ to, children }: { to: string; children: string }) {
  return (
    <ChakraLink asChild colorPalette="brand" textDecoration="underline">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

/**
 * Where the owner connects her other tools: API keys (the page tells other admins who makes them)
 * and webhooks (the owner's alone, so only she sees the link).
 */
function OtherToolsSection({ session }: { session: SessionInfo }) {
  return (
    <SectionCard title="Your Other Tools">
      <Stack gap="2">
        <Text color="fg.muted">
          Let your other tools read your brides, appointments and reports, or book for you.{' '}
          <ToolLink to={paths.apiKeys(session.boutiqueId)}>Manage API keys</ToolLink>
        </Text>
        {session.userRole === 'boutique_owner' && (
          <Text color="fg.muted">
            Tell them when a plan is ready, an appointment is booked, moved or cancelled, an outcome is recorded or a
            follow-up is sent. <ToolLink to={paths.webhooks(session.boutiqueId)}>Manage webhooks</ToolLink>
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

function BoutiqueSettingsView({ session }: { session: SessionInfo }) {
  const fetched = useBoutiqueSettings();
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      tab="Settings"
      title="Boutique Settings"
      description="Your time zone, opening hours, appointment length, the days you are closed, follow-ups, the score card, the team board, weekly coaching and your calendar feed."
      maxW="3xl"
    >
      <OnlineBookingNotice />
      <Fetched what="your settings" fetched={fetched}>
        {(settings) => <BoutiqueSettingsForm settings={settings} />}
      </Fetched>
      <BookingRulesSection />
      <AppointmentTypesSection />
      <FollowUpSettingsSection timeZone={fetched.data?.timeZone} />
      <SmsSettingsSection />
      <BehavioursSection />
      <TeamBoardSetting />
      <DigestSettingsSection />
      {fetched.data && <BoutiqueCalendarFeedSection timeZone={fetched.data.timeZone} />}
      {session.userRole === 'boutique_owner' && <PaymentSettingsSection />}
      <OtherToolsSection session={session} />
      <ImportHistoryCard importPath={paths.historyImport(session.boutiqueId)} />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/settings: the boutique's schedule settings (admins only). */
export default function BoutiqueSettingsPage() {
  return <AdminPage>{(session) => <BoutiqueSettingsView session={session} />}</AdminPage>;
}
