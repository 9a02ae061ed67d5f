import { legalEn, legalEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('legal', legalEn, legalEs);
