import { shopAdminEn, shopAdminEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('shopAdmin', shopAdminEn, shopAdminEs);
