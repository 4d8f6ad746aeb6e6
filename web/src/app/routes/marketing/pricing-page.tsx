import { Box, Button, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import { formatMoney } from '@bridal/shared/format/money';
import { minimumBilledConsultants, monthlyFee, pricePerConsultant } from '@bridal/shared/pricing/pricing';
import { Link as RouterLink } from 'react-router-dom';
import { ComingSoonSection } from '../../../features/marketing/components/coming-soon-section';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { PageTitle } from '../../../features/marketing/components/page-title';
import { PlanCard } from '../../../features/marketing/components/plan-card';
import { paths } from '../../../lib/paths';

const standardFeatures = [
  'Unlimited bride surveys',
  'Pinterest and image analysis',
  'Venue insights',
  'Dress recommendations from your inventory and top sellers',
  'Consultation strategies',
  'Admin and consultant dashboards',
  'Individualized coaching for every consultant',
] as const;

const deluxeFeatures = [
  'Everything in Standard',
  'Multiple boutique locations',
  'CRM integrations',
  'Bespoke survey questions',
  'Custom AI development',
  'Ongoing training for your team',
  'A dedicated account manager',
] as const;

const inquiryHref = `mailto:${supportEmail}?subject=${encodeURIComponent('Custom Solutions Inquiry')}`;

export default function PricingPage() {
  // The minimum monthly bill is what a boutique with a single consultant pays.
  const minimumMonthly = formatMoney(monthlyFee(1));

  return (
    <>
      <PageTitle title="Pricing" />
      <Box
        bgGradient="to-b"
        gradientFrom="brand.50"
        gradientTo="white"
        pt={{ base: '12', md: '16' }}
        pb={{ base: '12', md: '16' }}
      >
        <Container maxW="5xl">
          <Box textAlign="center" maxW="2xl" mx="auto" mb={{ base: '10', md: '12' }}>
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} color="gray.900" mb="4">
              Simple pricing for every boutique
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700">
              Pay for the consultants who use Bridal Coach, or talk to us about a plan built around your business.
            </Text>
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="stretch">
            <PlanCard
              featured
              name="Standard"
              price={formatMoney(pricePerConsultant)}
              priceUnit="per consultant per month"
              note={`Minimum of ${minimumBilledConsultants} consultants (${minimumMonthly}/month minimum).`}
              features={standardFeatures}
              action={
                <LinkButton to={paths.signup} w="full">
                  Sign Up
                </LinkButton>
              }
            />
            <PlanCard
              name="Deluxe"
              price="Contact Us"
              note="Tailored to boutique groups and growing businesses."
              features={deluxeFeatures}
              action={
                <Button asChild colorPalette="brand" variant="outline" borderColor="brand.600" size="lg" w="full">
                  <a href={inquiryHref}>Inquire Now</a>
                </Button>
              }
            />
          </SimpleGrid>
          <Text textAlign="center" color="gray.700" mt="8">
            Not ready to decide?{' '}
            <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={paths.signup}>Try a free weekend first</RouterLink>
            </Link>
            .
          </Text>
        </Container>
      </Box>
      <ComingSoonSection />
    </>
  );
}
