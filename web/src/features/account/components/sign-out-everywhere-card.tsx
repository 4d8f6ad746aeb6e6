import { Button, Text } from '@chakra-ui/react';
import { accountMessages } from '@bridal/shared/accounts/account-details';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { notify } from '../../../lib/notify';
import { paths } from '@bridal/shared/web/page-paths';
import { serverMessage } from '../../../lib/server-error';
import { signOutEverywhere } from '../api/sign-out-everywhere';

/** 'Sign out everywhere': for a lost phone or a shared computer. */
export function SignOutEverywhereCard() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      setBusy(false);
      notify('error', 'Could Not Sign You Out', serverMessage(error) ?? 'Please try again.');
      return;
    }
    notify('info', accountMessages.signedOutEverywhereTitle, accountMessages.signedOutEverywhere);
    navigate(paths.login);
  }

  return (
    <SectionCard title="Devices">
      <Text color="fg.muted">
        Signed in on a phone you lost, or on a computer you share? Sign out on every device, this one included.
      </Text>
      <Button
        variant="outline"
        colorPalette="red"
        color="red.700"
        alignSelf="flex-start"
        onClick={signOut}
        loading={busy}
      >
        Sign out everywhere
      </Button>
    </SectionCard>
  );
}
