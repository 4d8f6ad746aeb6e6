import { Box } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import { AudienceSection } from '../../../features/marketing/components/audience-section';
import { ClosingCtaSection } from '../../../features/marketing/components/closing-cta-section';
import { ComingSoonSection } from '../../../features/marketing/components/coming-soon-section';
import { HeroSection } from '../../../features/marketing/components/hero-section';
import { HowItWorksSection } from '../../../features/marketing/components/how-it-works-section';

/**
 * The hero is what a visit opens on; the sections below it render right after the first paint,
 * in a transition React slices into short tasks, so a phone paints the hero sooner. Until then a
 * screen-high space keeps the footer below the fold, so nothing on screen moves when they come.
 */
export default function LandingPage() {
  const [restShown, setRestShown] = useState(false);
  useEffect(() => {
    startTransition(() => setRestShown(true));
  }, []);

  return (
    <>
      <HeroSection />
      {restShown ? (
        <>
          <AudienceSection />
          <HowItWorksSection />
          <ComingSoonSection />
          <ClosingCtaSection />
        </>
      ) : (
        <Box minH="100vh" />
      )}
    </>
  );
}
