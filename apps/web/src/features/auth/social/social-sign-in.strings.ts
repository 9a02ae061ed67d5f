import { socialSignInEn, socialSignInEs } from '@pledgethon/core';
import { addPageTexts } from '../../../i18n/page-texts';
import type { Strings } from '../../../i18n/strings';

export { socialSignInEn };

const checkedEs: Strings<typeof socialSignInEn> = socialSignInEs;

addPageTexts('socialSignIn', socialSignInEn, checkedEs);
