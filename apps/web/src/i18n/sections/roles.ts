import { rolesEn, rolesEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('roles', rolesEn, rolesEs);
