import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the catalog console's tables area (keys prefixed `tables.`). */
export const messages = defineMessages({
  en: {
    'tables.placeholder': 'tables',
  },
  zh: {
    'tables.placeholder': 'tables',
  },
});
