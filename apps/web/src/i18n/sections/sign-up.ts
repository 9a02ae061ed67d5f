import { signUpEn, signUpEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('signUp', signUpEn, signUpEs);
