import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { TABLE_VIEWS } from '../model/paths';

const CODECS = {
  ns: paramCodecs.text(),
  nt: paramCodecs.text(),
  nview: paramCodecs.oneOf(TABLE_VIEWS, 'schema'),
  snap: paramCodecs.text(),
};

/** The Namespaces tab's place (see paths.ts), read from and written to the URL. */
export function useIcebergParams() {
  return useSearchParamsState(CODECS);
}
