import { translationOfferEs as shared } from '@pledgethon/core';
import type { Strings } from '../strings';
import type { translationOfferEn } from './translation-offer';

export const translationOfferEs: Strings<typeof translationOfferEn> = shared;
