import { Link, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import { LegalPage, LegalSection } from '../../../features/marketing/components/legal-page';

function SupportLink() {
  return (
    <Link href={`mailto:${supportEmail}`} color="brand.700" textDecoration="underline">
      {supportEmail}
    </Link>
  );
}

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="July 8, 2025"
      intro="This policy explains what information Bridal Coach collects, how we use it and the choices you have. It covers boutique owners, admins and consultants who use the platform, and brides who complete a boutique's style survey."
    >
      <LegalSection title="1. Information we collect">
        <ul>
          <li>
            <strong>Boutique accounts:</strong> names, email addresses and phone numbers of owners, admins and
            consultants, the boutique&apos;s name, subscription details and coaching goals. Passwords are stored only as
            a secure hash, never in readable form.
          </li>
          <li>
            <strong>Free weekend and demo sign-ups:</strong> name, phone number, email address and boutique name.
          </li>
          <li>
            <strong>Bride survey answers:</strong> the bride&apos;s contact details, wedding and venue details, style
            preferences, a Pinterest board link if she shares one, and who is shopping with her.
          </li>
          <li>
            <strong>Bride photos:</strong> up to six inspiration photos she chooses to upload.
          </li>
          <li>
            <strong>Inventory:</strong> the inventory, top-seller and trending-gown files a boutique uploads.
          </li>
          <li>
            <strong>Technical information:</strong> basic request logs, such as IP address, browser type and time, used
            for security and troubleshooting.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. How we use information">
        <Text>
          We use information to provide the Service: to analyze a bride&apos;s survey and photos, prepare her
          consultant&apos;s coaching plan and dress recommendations, give real-time advice, run accounts and billing,
          answer support requests and keep the platform secure. We do not use bride information for advertising.
        </Text>
      </LegalSection>

      <LegalSection title="3. How we handle photos">
        <Text>
          When a bride uploads a photo, we check that it really is an image and re-encode it, which removes hidden
          metadata such as camera details and GPS location. Photos are used only to prepare her analysis, are visible
          only to the boutique she is shopping with, and are never made public.
        </Text>
      </LegalSection>

      <LegalSection title="4. Cookies and sessions">
        <Text>
          When you log in, we set a single session cookie. It is marked HttpOnly and Secure, so page scripts cannot read
          it and it travels only over encrypted connections, and it is limited to our own site. Logging out or changing
          your password ends the session. Your browser also remembers a few non-secret preferences, such as which
          dashboard to open. We do not use advertising or cross-site tracking cookies.
        </Text>
      </LegalSection>

      <LegalSection title="5. Sharing">
        <Text>
          <strong>We do not sell or rent personal information.</strong> We share it only with providers that help us run
          the Service, and only what each one needs:
        </Text>
        <ul>
          <li>an AI provider, which analyzes survey answers and photos to prepare coaching plans;</li>
          <li>a places service, which looks up details about a wedding venue;</li>
          <li>a payment provider, which processes subscription payments (we never see or store full card numbers);</li>
          <li>our hosting and email providers, which store data and deliver messages for us.</li>
        </ul>
        <Text>
          We may also disclose information when the law requires it, or to a successor if Bridal Coach is sold or
          merged, under the same protections described here.
        </Text>
      </LegalSection>

      <LegalSection title="6. Keeping each boutique's data separate">
        <Text>
          Each boutique sees only its own brides, consultants, inventory and files. Consultants see only what their role
          allows, and demo visitors never see another visitor&apos;s bride.
        </Text>
      </LegalSection>

      <LegalSection title="7. How long we keep information">
        <ul>
          <li>Demo data, including brides submitted through the demo survey, is deleted after 1 hour.</li>
          <li>
            Subscriber data is kept while the subscription is active, then for 24 hours after it ends, and is then
            permanently deleted.
          </li>
          <li>Billing records are kept for as long as tax and accounting law requires.</li>
          <li>Request logs are kept for a short period and then deleted.</li>
        </ul>
      </LegalSection>

      <LegalSection title="8. Security">
        <Text>
          Information travels over encrypted connections, passwords are hashed, and access to boutique data is limited
          to the people who need it. No system is perfectly secure, but we work hard to protect your information and
          will tell affected boutiques promptly if a breach occurs.
        </Text>
      </LegalSection>

      <LegalSection title="9. Your choices and rights">
        <Text>
          Boutique admins can update or delete consultants and brides in their account. Brides can ask the boutique they
          shopped with, or us, to see, correct or delete their information. Email <SupportLink /> and we will respond
          within 30 days.
        </Text>
      </LegalSection>

      <LegalSection title="10. Children">
        <Text>
          The Service is not directed to children under 13, and we do not knowingly collect their information. If you
          believe a child has given us information, contact us and we will delete it.
        </Text>
      </LegalSection>

      <LegalSection title="11. Changes to this policy">
        <Text>
          We will post any update here with a new date and, for significant changes, email boutique admins before they
          take effect.
        </Text>
      </LegalSection>

      <LegalSection title="12. Contact">
        <Text>
          Questions about privacy? Email us at <SupportLink />.
        </Text>
      </LegalSection>
    </LegalPage>
  );
}
