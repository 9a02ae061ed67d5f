import { homeToolsEs as shared } from '@pledgethon/core';
import type { Strings } from '../strings';
import type { homeToolsEn } from './home-tools';

export const homeToolsEs: Strings<typeof homeToolsEn> = shared;
