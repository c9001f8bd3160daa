import { featureI18n } from '../../../i18n/featureI18n';
import { messages } from './messages';

/** The Iceberg views' translator: its own strings, then the shared ones. */
export const useIcebergI18n = featureI18n(messages);

export function useIcebergT() {
  return useIcebergI18n().t;
}

export type IcebergT = ReturnType<typeof useIcebergT>;
