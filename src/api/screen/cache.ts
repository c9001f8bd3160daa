/**
 * What the editor's writes do to the query cache, so the viewer, the screen switcher and the
 * titles show the change without a reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ScreenSettingInput } from './operations';
import { screenKeys, screenQueries } from './queries';
import type { ScreenSetting } from './schemas';

/** The screen as the service holds it now, under its id. */
export function rememberSetting(queryClient: QueryClient, setting: ScreenSetting) {
  queryClient.setQueryData(screenQueries.setting(setting.ScreenId).queryKey, setting);
}

/**
 * Every screen's setting and the titles are refetched where shown: a title changed, a screen
 * came or went, or the default moved to another screen.
 */
export function refreshScreens(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: screenKeys.details() });
  void queryClient.invalidateQueries({ queryKey: screenQueries.titles().queryKey });
}

/**
 * A deleted screen is dropped from the cache (also where it was cached as the default), and the
 * other settings and the titles are marked stale, so the page opened next (the default screen)
 * reads them afresh instead of showing the deleted one while it refetches.
 */
export function forgetScreen(queryClient: QueryClient, id: string) {
  const defaultKey = screenQueries.setting(undefined).queryKey;
  if (queryClient.getQueryData(defaultKey)?.ScreenId === id) {
    queryClient.removeQueries({ queryKey: defaultKey });
  }
  queryClient.removeQueries({ queryKey: screenKeys.detail(id) });
  // Not refetched here: the editor still on screen would only ask for a screen that is gone.
  void queryClient.invalidateQueries({ queryKey: screenKeys.details(), refetchType: 'none' });
  void queryClient.invalidateQueries({
    queryKey: screenQueries.titles().queryKey,
    refetchType: 'none',
  });
}

/**
 * The setting a save produced: what was written over what was there. `reread`, the setting read
 * back after the save, is preferred, since the service may adjust what it stores (the default
 * flag, the logo address), but only when it shows what was written: if it does not, someone else
 * saved in between, and the written state is kept as the base so the next save notices them.
 */
export function settingAfterSave(
  before: ScreenSetting,
  id: string,
  input: ScreenSettingInput,
  reread: ScreenSetting | null,
): ScreenSetting {
  const written: ScreenSetting = {
    ...before,
    ScreenId: id,
    Title: input.title,
    ScreenDataMap: input.screenDataMap,
    LogoUrl: input.logoUrl,
    LogoPower: input.logoPower,
    MonitorUrl: input.monitorUrl?.trim() ?? '',
    ScreenDefault: input.isDefault ? 1 : 0,
  };
  if (!reread) return written;
  const same =
    reread.ScreenId === id &&
    reread.Title === written.Title &&
    reread.ScreenDataMap === written.ScreenDataMap &&
    reread.LogoUrl === written.LogoUrl &&
    reread.LogoPower === written.LogoPower &&
    (reread.MonitorUrl ?? '') === written.MonitorUrl;
  return same ? reread : written;
}
