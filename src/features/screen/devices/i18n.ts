import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The device links' translator: its own strings first, then the shared ones. */
export const useDeviceLinksI18n = featureI18n(messages);

export type DeviceLinksT = ReturnType<typeof useDeviceLinksI18n>['t'];
