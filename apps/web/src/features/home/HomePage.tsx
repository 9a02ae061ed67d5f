import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { ValuePointsSection } from './ValuePointsSection';

/** The public front door: what PledgeThon is and why a school would run one. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ValuePointsSection />
      <HowItWorksSection />
    </>
  );
}
