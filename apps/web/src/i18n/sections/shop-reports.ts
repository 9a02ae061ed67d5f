import { shopReportsEn, shopReportsEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('shopReports', shopReportsEn, shopReportsEs);
