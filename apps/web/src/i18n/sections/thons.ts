import { thonsEn, thonsEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('thons', thonsEn, thonsEs);
