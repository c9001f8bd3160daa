import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the catalog console's table area (keys prefixed `table.`). */
export const messages = defineMessages({
  en: {
    'table.placeholder': 'table',
  },
  zh: {
    'table.placeholder': 'table',
  },
});
