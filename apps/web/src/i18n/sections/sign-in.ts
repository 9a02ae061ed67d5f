import { signInEn, signInEs } from '@pledgethon/core';
import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

// The server draws the home page's sign-in with the same words (decision 101).
export { signInEn };

const checkedEs: Strings<typeof signInEn> = signInEs;

addPageTexts('signIn', signInEn, checkedEs);
