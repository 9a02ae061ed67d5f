import { useNavigate, useParams } from 'react-router';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { TestOnboardingCard } from '../payouts/TestOnboardingCard';
import { useFinishTestOnboarding } from './payouts.api';
import { useThonSettings } from './thons.api';

/** /thon/{eventCode}/test-onboarding: the test provider's onboarding of the Thon's account (decision 135). */
export function TestOnboardingPage() {
  const eventCode = useParams().eventCode ?? '';
  const navigate = useNavigate();
  const settings = useThonSettings(eventCode);
  const finish = useFinishTestOnboarding(eventCode);
  if (settings.error) throw settings.error;
  if (!settings.data) return <PageLoader />;
  const back = `/thon/${encodeURIComponent(eventCode)}/settings`;
  const { EventId, Organization, Event } = settings.data;
  return (
    <TestOnboardingCard
      kind="thon"
      owner={`${Organization.Name} (${Event.Name})`}
      finishing={finish.isPending}
      onBack={() => navigate(back)}
      onFinish={() =>
        finish.mutate(EventId, {
          onSuccess: () => navigate(`${back}?payouts=returned`),
          onError: showErrorToast,
        })
      }
    />
  );
}
