import { Button, Field, Flex, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { SectionCard } from '../../../components/layout/section-card';
import { SurveyQrCode } from './survey-qr-code';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * The boutique's bride survey link: copy it, open it, or print its QR code. In the demo the demo
 * survey opens, and testing a live link only explains itself.
 */
export function SurveyLinkCard({ surveyUrl, readOnly = false }: { surveyUrl: string; readOnly?: boolean }) {
  if (!readOnly) return <LiveSurveyLink surveyUrl={surveyUrl} />;
  return (
    <SectionCard title="Bride Survey Link">
      <Stack gap="3">
        <Text fontSize="sm" color="gray.700">
          In your live account each bride gets your boutique&apos;s survey link and QR code before her appointment.
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={paths.demo.survey}>Take the Demo Survey</RouterLink>
        </Button>
        <Button variant="ghost" colorPalette="brand" onClick={() => showDemoNotice()}>
          Test Survey
        </Button>
      </Stack>
    </SectionCard>
  );
}

function LiveSurveyLink({ surveyUrl }: { surveyUrl: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { copy, copied } = useCopyToClipboard('The survey link');
  const slug = surveyUrl.split('/').filter(Boolean).pop() ?? 'survey';

  return (
    <SectionCard title="Bride Survey Link">
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
    </SectionCard>
  );
}
