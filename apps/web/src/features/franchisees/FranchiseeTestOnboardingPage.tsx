import { useNavigate } from 'react-router';
import { showErrorToast } from '../../ui/error-toast';
import { PageLoader } from '../../ui/PageLoader';
import { TestOnboardingCard } from '../payouts/TestOnboardingCard';
import { useFinishFranchiseeTestOnboarding, useFranchiseePayoutAccount } from './franchisee-payouts.api';

/**
 * /account/franchisees/test-onboarding: the test provider's onboarding of the franchise's account
 * (decision 142).
 */
export function FranchiseeTestOnboardingPage() {
  const navigate = useNavigate();
  const account = useFranchiseePayoutAccount();
  const finish = useFinishFranchiseeTestOnboarding();
  if (account.error) throw account.error;
  if (!account.data) return <PageLoader />;
  const back = '/account/franchisees';
  return (
    <TestOnboardingCard
      kind="franchise"
      owner={account.data.Name}
      finishing={finish.isPending}
      onBack={() => navigate(back)}
      onFinish={() =>
        finish.mutate(undefined, {
          onSuccess: () => navigate(`${back}?payouts=returned`),
          onError: showErrorToast,
        })
      }
    />
  );
}
