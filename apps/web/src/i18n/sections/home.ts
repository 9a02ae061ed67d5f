import { homeEn, homeEs } from '@pledgethon/core';
import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

// The server draws the home page with the same words (decision 101).
export { homeEn };

const checkedEs: Strings<typeof homeEn> = homeEs;

addPageTexts('home', homeEn, checkedEs);
