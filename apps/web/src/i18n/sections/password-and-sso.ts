import { resetPasswordEn, resetPasswordEs, ssoEn, ssoEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('resetPassword', resetPasswordEn, resetPasswordEs);
addPageTexts('sso', ssoEn, ssoEs);
