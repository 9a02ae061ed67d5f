import { pledgesEn, pledgesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('pledges', pledgesEn, pledgesEs);
