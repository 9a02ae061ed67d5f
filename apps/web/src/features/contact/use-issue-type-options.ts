import '../../i18n/sections/contact';
import type { BuiltInIssueTypeId } from '@pledgethon/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueTypes } from './use-contact-queries';

/** The issue types as select options; the built-in ones in the page's language, a service's as it names them. */
export function useIssueTypeOptions() {
  const { t } = useTranslation();
  const issueTypes = useIssueTypes();
  const options = useMemo(() => {
    const builtIn: Record<BuiltInIssueTypeId, string> = {
      question: t('contact.issueTypes.question'),
      problem: t('contact.issueTypes.problem'),
      'feature-request': t('contact.issueTypes.featureRequest'),
      billing: t('contact.issueTypes.billing'),
    };
    return (issueTypes.data ?? []).map((type) => ({
      value: type.Id,
      label: builtIn[type.Id as BuiltInIssueTypeId] ?? type.Name,
    }));
  }, [issueTypes.data, t]);
  return { options, isPending: issueTypes.isPending, error: issueTypes.error };
}
