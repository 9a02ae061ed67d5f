import { franchiseesEn, franchiseesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('franchisees', franchiseesEn, franchiseesEs);
