import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { socialSignInEn } from './social-sign-in.strings';

type SocialMessage = keyof typeof socialSignInEn.messages;

const keyByText = new Map<string, SocialMessage>(
  Object.entries(socialSignInEn.messages).map(([key, text]) => [text, key as SocialMessage]),
);

/** Shows a text of this flow (a form check or a refusal) in the page's language; others as they are. */
export function useSocialText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (text === undefined) return undefined;
      const key = keyByText.get(text);
      return key === undefined ? text : t(`socialSignIn.messages.${key}`);
    },
    [t],
  );
}
