import { Badge, Button, DataList, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import { formatMoney } from '@bridal/shared/format/money';
import { type FreeWeekend, freeWeekendTexts } from '@bridal/shared/pricing/free-weekend';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import type { SubscriptionSummary } from '../utils/subscription-summary';

/** 'Back to Dashboard', beside the page's title and under a failed load. */
export function BackToDashboard({ path }: { path: string }) {
  return (
    <Button asChild variant="outline" colorPalette="brand" bg="white">
      <RouterLink to={path}>Back to Dashboard</RouterLink>
    </Button>
  );
}

function InfoRow({ label, children, ...valueProps }: DataList.ItemValueProps & { label: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel color="fg.muted" minW={{ base: '36', md: '48' }}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue {...valueProps}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

interface SubscriptionViewProps {
  summary: SubscriptionSummary;
  /** Where 'Back to Dashboard' goes. */
  dashboardPath: string;
  /** A note shown above the details (the demo's). */
  notice?: ReactNode;
}

/** The free weekend in place of the fee: its days in the boutique's zone, no charge, what comes after. */
function FreeWeekendCard({ trial }: { trial: FreeWeekend }) {
  return (
    <SectionCard title="Your Free Weekend">
      <Stack gap="3">
        <DataList.Root orientation="horizontal" size="lg" gap="3">
          <InfoRow label="Started" data-testid="trial-start">
            {trial.firstDay}
          </InfoRow>
          <InfoRow label="Runs through" data-testid="trial-end">
            {`the end of ${trial.lastDay}`}
          </InfoRow>
          <InfoRow label="Time zone">{trial.timeZone}</InfoRow>
        </DataList.Root>
        <Text fontWeight="semibold" data-testid="trial-no-charge">
          {freeWeekendTexts.noCharge}
        </Text>
        <Text data-testid="trial-afterwards">{freeWeekendTexts.afterwards(trial.lastDay)}</Text>
      </Stack>
    </SectionCard>
  );
}

/** Account information, the monthly fee (or the free weekend) and how to change the plan. */
export function SubscriptionView({ summary, dashboardPath, notice }: SubscriptionViewProps) {
  const supportHref = `mailto:${supportEmail}?subject=${encodeURIComponent(`Subscription change for ${summary.boutiqueName}`)}`;
  return (
    <Stack gap="6" maxW="3xl">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          Subscription Settings
        </Heading>
        <BackToDashboard path={dashboardPath} />
      </Flex>
      {notice}

      <SectionCard title="Account Information">
        <DataList.Root orientation="horizontal" size="lg" gap="3">
          <InfoRow label="Boutique" fontWeight="semibold" overflowWrap="anywhere">
            {summary.boutiqueName}
          </InfoRow>
          <InfoRow label="Account Status">
            {summary.trial ? (
              <Badge colorPalette="blue" variant="solid" bg="blue.700" size="md">
                {freeWeekendTexts.status}
              </Badge>
            ) : (
              <Badge colorPalette="green" variant="solid" bg="green.700" size="md">
                Active
              </Badge>
            )}
          </InfoRow>
          <InfoRow label="Plan">Standard</InfoRow>
          <InfoRow label="Consultant Seats" data-testid="seats">
            {summary.seats}
          </InfoRow>
          <InfoRow label="Consultants in Use" data-testid="consultants-in-use">
            {summary.consultantsInUse} of {summary.seats}
          </InfoRow>
        </DataList.Root>
      </SectionCard>

      {summary.trial ? (
        <FreeWeekendCard trial={summary.trial} />
      ) : (
        <SectionCard title="Monthly Fee">
          <Stack gap="1">
            <Text fontFamily="heading" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="brand.fg">
              <span data-testid="monthly-total">{formatMoney(summary.monthlyFee)}</span>
              <Text as="span" fontFamily="body" fontSize="md" fontWeight="normal" color="fg.muted">
                /month
              </Text>
            </Text>
            <Text data-testid="fee-line">{summary.feeLine}</Text>
          </Stack>
        </SectionCard>
      )}

      <SectionCard title="Changing Your Plan">
        <Text>
          To add or remove consultants, or to cancel your subscription, contact support at{' '}
          <Link href={supportHref} color="brand.fg" fontWeight="semibold" textDecoration="underline">
            {supportEmail}
          </Link>
          . We&apos;ll confirm every change before it reaches your bill.
        </Text>
      </SectionCard>
    </Stack>
  );
}
