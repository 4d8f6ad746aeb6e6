import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import { DashboardCard } from './dashboard-card';
import { SurveyQrCode } from './survey-qr-code';

/** The boutique's bride survey link: copy it, open it, or print its QR code. */
export function SurveyLinkCard({ surveyUrl }: { surveyUrl: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { copy, copied } = useCopyToClipboard();
  const slug = surveyUrl.split('/').filter(Boolean).pop() ?? 'survey';

  return (
    <DashboardCard title="Bride Survey Link">
      <Text color="fg.muted" fontSize="sm">
        Send this link to brides before their appointment, or show the QR code in your boutique.
      </Text>
      <Field.Root>
        <Field.Label>Survey link</Field.Label>
        <Flex gap="2" width="full" direction={{ base: 'column', sm: 'row' }}>
          <Input ref={input} readOnly value={surveyUrl} onFocus={(event) => event.currentTarget.select()} />
          <Button
            colorPalette="brand"
            flexShrink={0}
            onClick={async () => {
              if (!(await copy(surveyUrl))) input.current?.select();
            }}
          >
            {copied ? 'Copied!' : 'Copy Link'}
          </Button>
        </Flex>
      </Field.Root>
      <Stack gap="4" align="center">
        <SurveyQrCode surveyUrl={surveyUrl} fileName={`survey-qr-${slug}.png`} />
        <Link
          href={surveyUrl}
          target="_blank"
          rel="noreferrer"
          color="brand.fg"
          fontSize="sm"
          textDecoration="underline"
        >
          Open the survey in a new tab
        </Link>
      </Stack>
    </DashboardCard>
  );
}
