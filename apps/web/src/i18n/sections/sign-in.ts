import { signInEn, signInEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('signIn', signInEn, signInEs);
