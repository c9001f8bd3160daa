import { paramCodecs, useSearchParamsState } from '../../../../lib/useSearchParamState';
import { DEFAULT_TABLE_VIEW, TABLE_VIEWS } from '../model/paths';

const CODECS = {
  ns: paramCodecs.text(),
  // A table inside the Namespaces tab, as links made before tables had their own page named it
  // (`nt`, its tab `nview`, whose default was the schema, and `snap`): read only to send the
  // link on to the table's page.
  nt: paramCodecs.text(),
  nview: paramCodecs.oneOf(TABLE_VIEWS, 'schema'),
  snap: paramCodecs.text(),
};

/** The Namespaces tab's place (see paths.ts), read from and written to the URL. */
export function useIcebergParams() {
  return useSearchParamsState(CODECS);
}

const TABLE_CODECS = {
  tab: paramCodecs.oneOf(TABLE_VIEWS, DEFAULT_TABLE_VIEW),
  snap: paramCodecs.text(),
};

/** An Iceberg table page's tab and open snapshot, in the URL. */
export function useIcebergTableParams() {
  return useSearchParamsState(TABLE_CODECS);
}
