import { accountEn, accountEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('account', accountEn, accountEs);
