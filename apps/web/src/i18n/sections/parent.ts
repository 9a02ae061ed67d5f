import { parentEn, parentEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('parent', parentEn, parentEs);
