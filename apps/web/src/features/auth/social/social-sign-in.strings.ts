import { socialSignInEn, socialSignInEs } from '@pledgethon/texts';
import { addPageTexts } from '../../../i18n/page-texts';

addPageTexts('socialSignIn', socialSignInEn, socialSignInEs);
