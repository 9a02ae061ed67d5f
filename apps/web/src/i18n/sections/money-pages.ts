import { moneyPagesEn, moneyPagesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('moneyPages', moneyPagesEn, moneyPagesEs);
