import { shopEn, shopEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('shop', shopEn, shopEs);
