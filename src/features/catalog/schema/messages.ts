import { defineMessages } from '../../../i18n/defineMessages';

/** Strings of the catalog console's schema area (keys prefixed `schema.`). */
export const messages = defineMessages({
  en: {
    'schema.placeholder': 'schema',
  },
  zh: {
    'schema.placeholder': 'schema',
  },
});
