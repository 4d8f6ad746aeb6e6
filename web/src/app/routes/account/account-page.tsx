import { Fetched } from '../../../components/ui/fetch-failed-alert';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { SignedInPage } from '../../require-session';
import { useAccount } from '../../../features/account/api/get-account';
import { BoutiqueForm } from '../../../features/account/components/boutique-form';
import { DigestEmailSection } from '../../../features/account/components/digest-email-form';
import { PasswordForm } from '../../../features/account/components/password-form';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { SignatureSection } from '../../../features/account/components/signature-form';
import { SignOutEverywhereCard } from '../../../features/account/components/sign-out-everywhere-card';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { OwnCalendarFeedSection } from '../../../features/calendar-feeds/components/own-calendar-feed-section';

function AccountView({ session }: { session: SessionInfo }) {
  // Times on this page are the boutique's.
  const timeZone = useBoutiqueSettings().data?.timeZone;
  return (
    <BoutiquePageFrame
      session={session}
      area={session.userType}
      tab="Account"
      title="Your Account"
      description="Your details, how you sign your follow-ups, your weekly coaching e-mail, your calendar feed, your password and where you are signed in."
      maxW="3xl"
    >
      <Fetched what="your account" fetched={useAccount()}>
        {(account) => (
          <>
            <ProfileForm account={account} />
            <SignatureSection />
            <DigestEmailSection />
            {timeZone && <OwnCalendarFeedSection timeZone={timeZone} />}
            {session.userType === 'admin' && <BoutiqueForm boutique={account.boutique} />}
            <PasswordForm />
            <SignOutEverywhereCard />
          </>
        )}
      </Fetched>
    </BoutiquePageFrame>
  );
}

/** /account: the signed-in user's own details, password and sessions; admins also the boutique's details. */
export default function AccountPage() {
  return <SignedInPage>{(session) => <AccountView session={session} />}</SignedInPage>;
}
