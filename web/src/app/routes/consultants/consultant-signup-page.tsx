import { Card, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { consultantMessages, type InvitationLookup } from '@bridal/shared/consultants/consultants';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { notify } from '../../../lib/notify';
import { useInvitation } from '../../../features/consultants/api/get-invitation';
import { AccountSetupForm } from '../../../features/consultants/components/account-setup-form';
import { ConsultantBenefits } from '../../../features/consultants/components/consultant-benefits';

/** A dead link: say so and go home. */
function LeaveWith({ title }: { title: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify('error', title, consultantMessages.invalidInvitation);
    navigate('/', { replace: true });
  }, [title, navigate]);
  return <PageLoader />;
}

function AccountSetup({ token, invitation }: { token: string; invitation: InvitationLookup }) {
  return (
    <Container maxW="5xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 14 }}>
      <title>Set Up Your Consultant Account | Bridal Coach</title>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <Card.Root variant="outline" bg="white" shadow="sm">
          <Card.Body p={{ base: 5, md: 8 }} gap="6">
            <Stack gap="2">
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg" overflowWrap="anywhere">
                Welcome, {invitation.name}!
              </Heading>
              <Text color="fg.muted">
                {invitation.boutiqueName} has invited you to join their team on Bridal Coach. Create your password to
                finish setting up your consultant account.
              </Text>
            </Stack>
            <AccountSetupForm token={token} email={invitation.email} />
          </Card.Body>
        </Card.Root>
        <ConsultantBenefits />
      </Grid>
    </Container>
  );
}

function InvitationSetup({ token }: { token: string }) {
  const { data, error } = useInvitation(token);
  if (error) return <LeaveWith title={consultantMessages.invalidInvitationTitle} />;
  if (!data) return <PageLoader label="Loading your invitation..." />;
  return <AccountSetup token={token} invitation={data} />;
}

/** /consultant-signup?token=...: an invited consultant sets her password. */
export default function ConsultantSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  if (!token) return <LeaveWith title={consultantMessages.invalidLinkTitle} />;
  return <InvitationSetup token={token} />;
}
