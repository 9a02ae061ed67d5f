import { lapCounterEn, lapCounterEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('lapCounter', lapCounterEn, lapCounterEs);
