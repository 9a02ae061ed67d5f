import { deliveryEn, deliveryEs } from '@pledgethon/texts';
import { addPageTexts } from '../page-texts';

addPageTexts('delivery', deliveryEn, deliveryEs);
