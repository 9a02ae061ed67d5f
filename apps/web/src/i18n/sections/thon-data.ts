import { thonDataEn, thonDataEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('thonData', thonDataEn, thonDataEs);
