import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { SignInSection } from './SignInSection';
import { ValuePointsSection } from './ValuePointsSection';

/** The public front door: sign in or find a Thon first, then what PledgeThon is and why a school would run one. */
export function HomePage() {
  return (
    <>
      <SignInSection />
      <HeroSection />
      <ValuePointsSection />
      <HowItWorksSection />
    </>
  );
}
