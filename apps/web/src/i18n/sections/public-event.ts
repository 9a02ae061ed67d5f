import { publicEventEn, publicEventEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('publicEvent', publicEventEn, publicEventEs);
