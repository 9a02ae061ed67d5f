import { landingPagesEn, landingPagesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('landingPages', landingPagesEn, landingPagesEs);
