import { contactEn, contactEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('contact', contactEn, contactEs);
