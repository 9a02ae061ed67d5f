import { signInEmailEn, signInEmailEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('signInEmail', signInEmailEn, signInEmailEs);
