import { payoutsEn, payoutsEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('payouts', payoutsEn, payoutsEs);
