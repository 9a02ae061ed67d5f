import { franchiseeCalendarEn, franchiseeCalendarEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('franchiseeCalendar', franchiseeCalendarEn, franchiseeCalendarEs);
