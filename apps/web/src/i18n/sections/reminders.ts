import { remindersEn, remindersEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('reminders', remindersEn, remindersEs);
