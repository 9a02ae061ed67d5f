import { publicEventEn, publicEventEs } from '@pledgethon/core';
import { addPageTexts } from '../page-texts';
import type { Strings } from '../strings';

// The server renders the public pages with the same words (decision 091).
export { publicEventEn };

const checkedEs: Strings<typeof publicEventEn> = publicEventEs;

addPageTexts('publicEvent', publicEventEn, checkedEs);
