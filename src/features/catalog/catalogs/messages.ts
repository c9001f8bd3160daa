import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the catalog console's catalogs area (keys prefixed `catalogs.`). */
export const messages = defineMessages({
  en: {
    'catalogs.placeholder': 'catalogs',
  },
  zh: {
    'catalogs.placeholder': 'catalogs',
  },
});
