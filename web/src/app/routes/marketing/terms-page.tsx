import { Link, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import { formatMoney } from '@bridal/shared/format/money';
import { minimumBilledConsultants, monthlyFee, pricePerConsultant } from '@bridal/shared/pricing/pricing';
import { Link as RouterLink } from 'react-router-dom';
import { LegalPage, LegalSection } from '../../../features/marketing/components/legal-page';
import { paths } from '../../../lib/paths';

const fee = formatMoney(pricePerConsultant);
const minimumFee = formatMoney(monthlyFee(1));

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated="July 8, 2025"
      intro={
        <>
          These Terms of Service (&quot;Terms&quot;) govern your boutique&apos;s use of Bridal Coach, the coaching
          platform for bridal boutiques and their consultants (the &quot;Service&quot;). By creating an account, booking
          a free weekend or using the demo, you agree to these Terms on behalf of your boutique.
        </>
      }
    >
      <LegalSection title="1. Who may use the Service">
        <Text>
          The Service is for businesses. The person who creates a boutique account must be at least 18 years old and
          authorized to accept these Terms for the boutique. You are responsible for the consultants and admins you
          invite, for what they do in your account, and for keeping login details confidential.
        </Text>
      </LegalSection>

      <LegalSection title="2. What the Service does">
        <Text>
          Brides complete a style survey, and the Service uses artificial intelligence to prepare a coaching plan: venue
          analysis, style and image analysis, a consultation strategy and dress recommendations drawn from the inventory
          and top sellers you provide. Consultants can also ask for real-time advice during an appointment.
        </Text>
        <Text>
          AI-generated content is guidance for trained professionals. It can be incomplete or wrong, and your
          consultants remain responsible for the advice they give and the sales they make. We do not guarantee any
          particular result.
        </Text>
      </LegalSection>

      <LegalSection title="3. Free weekend and demo">
        <Text>
          A free weekend gives your boutique access to the complete platform for the weekend it is booked, without
          payment. The demo lets you explore a sample boutique. Information entered through the demo, including demo
          survey submissions, is kept for 1 hour and then deleted.
        </Text>
      </LegalSection>

      <LegalSection title="4. Subscription fees">
        <Text>
          The Standard plan costs {fee} per consultant per month. Each month is billed on the number of consultants on
          your account or {minimumBilledConsultants} consultants, whichever is greater, so the minimum fee is{' '}
          {minimumFee} per month. Deluxe plans are priced by written agreement.
        </Text>
        <Text>
          Fees are charged monthly in advance in US dollars through our payment provider and do not include taxes, which
          are added where required. If a payment fails, we may suspend the account until it is settled.
        </Text>
      </LegalSection>

      <LegalSection title="5. Cancellation and refunds">
        <Text>
          You may cancel at any time. Cancellation takes effect at the end of the current billing period, and your
          boutique keeps access until then. Fees already paid are not refunded, including for partial months or unused
          consultant seats, except where the law requires otherwise.
        </Text>
      </LegalSection>

      <LegalSection title="6. Price changes">
        <Text>
          We may change our prices with at least 30 days&apos; notice by email to the account admin. A new price applies
          from the first billing period that starts after the notice period ends. If you do not accept it, you may
          cancel before then.
        </Text>
      </LegalSection>

      <LegalSection title="7. Your content and your brides' information">
        <Text>
          Your boutique owns the content it and its brides provide: inventory, top-seller and trending-gown documents,
          survey answers, photos and notes. You grant us permission to store and process that content only to provide,
          secure and support the Service.
        </Text>
        <Text>
          You are responsible for having the right to upload your content and for letting brides know, when you share
          your survey link, that their answers and photos will be used to prepare their appointment. Our{' '}
          <Link asChild color="brand.700" textDecoration="underline">
            <RouterLink to={paths.privacyPolicy}>Privacy Policy</RouterLink>
          </Link>{' '}
          describes how we handle personal information.
        </Text>
      </LegalSection>

      <LegalSection title="8. Data retention">
        <ul>
          <li>Demo data is kept for 1 hour and then deleted.</li>
          <li>
            Subscriber data is kept while the subscription is active. After a subscription ends, it is kept for 24 hours
            and then permanently deleted, apart from billing records we must keep by law.
          </li>
          <li>You can ask us to delete a bride&apos;s information at any time.</li>
        </ul>
      </LegalSection>

      <LegalSection title="9. Acceptable use">
        <Text>You agree not to:</Text>
        <ul>
          <li>use the Service for anything unlawful, or upload content you do not have the right to share;</li>
          <li>try to access another boutique&apos;s data, or probe, scan or test the Service&apos;s security;</li>
          <li>copy, resell or reverse engineer the Service, or collect its content by automated means;</li>
          <li>share login details between people, or overload the Service on purpose.</li>
        </ul>
      </LegalSection>

      <LegalSection title="10. Third-party services">
        <Text>
          The Service relies on a few carefully chosen providers: an AI provider that analyzes survey answers and
          photos, a places service that looks up venue details, and a payment provider that processes subscription
          payments. We share with them only what they need for that job. Their services are governed by their own terms,
          and we are not responsible for their outages.
        </Text>
      </LegalSection>

      <LegalSection title="11. Availability">
        <Text>
          We aim for 99.5% uptime each month, not counting maintenance announced in advance. This is a goal rather than
          a guarantee, and it does not entitle you to credits unless a Deluxe agreement says so.
        </Text>
      </LegalSection>

      <LegalSection title="12. Our intellectual property">
        <Text>
          We own the Service, its software and its design. These Terms give you a limited, non-transferable right to use
          it for your boutique while your account is in good standing. If you send us suggestions, we may use them
          without obligation to you.
        </Text>
      </LegalSection>

      <LegalSection title="13. Disclaimers">
        <Text>
          Apart from the commitments in these Terms, the Service is provided &quot;as is&quot; and &quot;as
          available&quot;, without warranties of any kind, to the extent the law allows.
        </Text>
      </LegalSection>

      <LegalSection title="14. Limitation of liability">
        <Text>
          To the extent the law allows, our total liability for any claim relating to the Service is limited to the fees
          your boutique paid us in the 12 months before the event giving rise to the claim. We are not liable for
          indirect or consequential losses, such as lost profits or lost sales.
        </Text>
      </LegalSection>

      <LegalSection title="15. Suspension and termination">
        <Text>
          We may suspend or close an account that breaks these Terms, puts other boutiques at risk or remains unpaid,
          and we will tell you why unless the law prevents us.
        </Text>
      </LegalSection>

      <LegalSection title="16. Changes to these Terms">
        <Text>
          We may update these Terms. We will post the new version here with a new date and, for significant changes,
          email the account admin before they take effect. Continuing to use the Service after that means you accept
          them.
        </Text>
      </LegalSection>

      <LegalSection title="17. Governing law">
        <Text>
          These Terms are governed by the laws of the State of Maine, United States, and any dispute will be heard by
          the state or federal courts located in Maine.
        </Text>
      </LegalSection>

      <LegalSection title="18. Contact">
        <Text>
          Questions about these Terms? Email us at{' '}
          <Link href={`mailto:${supportEmail}`} color="brand.700" textDecoration="underline">
            {supportEmail}
          </Link>
          .
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
