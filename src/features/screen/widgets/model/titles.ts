import { useCallback } from 'react';
import { isDataCode } from '../../../../api/screen/dataCodes';
import { useWidgetsI18n } from '../i18n';

/**
 * Localized tile titles by data code, for palettes and headers, without loading any widget.
 * An unknown code takes the catalogue's own title (`fallback`), else a generic name.
 */
export function useWidgetTitle(): (code: string | null, fallback?: string) => string {
  const { t } = useWidgetsI18n();
  return useCallback(
    (code, fallback) => {
      if (isDataCode(code)) return t(`widget.title.${code}`);
      return fallback?.trim() || t('widget.title.unknown');
    },
    [t],
  );
}
