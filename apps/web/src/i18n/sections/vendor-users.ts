import { vendorUsersEn, vendorUsersEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('vendorUsers', vendorUsersEn, vendorUsersEs);
