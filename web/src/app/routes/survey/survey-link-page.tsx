import { PublicFrame } from '../../../components/layout/public-frame';
import { SurveyLinkRequest } from '../../../features/survey/components/survey-link-request';

/** /survey: no boutique named, so no survey yet; it asks for her boutique's link. */
export default function SurveyLinkPage() {
  return (
    <PublicFrame>
      <title>Find Your Boutique&apos;s Survey - Bridal Coach</title>
      <SurveyLinkRequest />
    </PublicFrame>
  );
}
