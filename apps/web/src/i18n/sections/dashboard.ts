import { dashboardEn, dashboardEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('dashboard', dashboardEn, dashboardEs);
