import { AudienceSection } from '../components/audience-section';
import { ClosingCtaSection } from '../components/closing-cta-section';
import { ComingSoonSection } from '../components/coming-soon-section';
import { HeroSection } from '../components/hero-section';
import { HowItWorksSection } from '../components/how-it-works-section';

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <AudienceSection />
      <HowItWorksSection />
      <ComingSoonSection />
      <ClosingCtaSection />
    </>
  );
}
