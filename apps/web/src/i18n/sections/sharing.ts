import { sharingEn, sharingEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('sharing', sharingEn, sharingEs);
