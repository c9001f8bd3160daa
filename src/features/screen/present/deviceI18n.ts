import { featureI18n } from '../../../i18n/featureI18n';
import { messages as screenMessages } from '../messages';
import { messages } from './deviceMessages';

/** A device link's display: its own strings, the wall's (the retry countdown), then the shared. */
export const useDeviceWallI18n = featureI18n(messages, screenMessages);
