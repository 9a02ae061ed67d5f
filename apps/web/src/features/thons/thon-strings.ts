import i18n from 'i18next';
import { thonsEn, thonsEs } from '../../i18n/sections/thons';

// The wizard's and settings' texts come with their pages rather than with the shell every donor
// page loads first (decision 026's budget).
i18n.addResourceBundle('en', 'translation', { thons: thonsEn }, true, false);
i18n.addResourceBundle('es', 'translation', { thons: thonsEs }, true, false);
