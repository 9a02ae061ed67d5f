import { thonPeopleEn, thonPeopleEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('thonPeople', thonPeopleEn, thonPeopleEs);
