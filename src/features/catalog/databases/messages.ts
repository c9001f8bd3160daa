import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the catalog console's databases area (keys prefixed `databases.`). */
export const messages = defineMessages({
  en: {
    'databases.placeholder': 'databases',
  },
  zh: {
    'databases.placeholder': 'databases',
  },
});
