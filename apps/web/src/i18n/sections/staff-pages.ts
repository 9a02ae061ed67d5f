import { staffPagesEn, staffPagesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('staffPages', staffPagesEn, staffPagesEs);
