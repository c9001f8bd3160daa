import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Radio } from 'antd';
import { lakeCache } from '../../../../api/lake/cache';
import { lakeQueries } from '../../../../api/lake/queries';
import { TokenPanel } from '../../../lake-common/components/TokenPanel';
import { useTableT } from '../tableI18n';
import type { TableRef } from '../hooks/tableTabs';

type Network = 'internal' | 'public';

/**
 * GetTableToken for the internal network (VPC, the default) or the public endpoint. Switching
 * drops the other network's token from the cache at once, and remounts the panel so nothing of
 * the old credential (revealed values, countdown) stays on screen.
 */
export function TokenTab({ table }: { table: TableRef }) {
  const t = useTableT();
  const client = useQueryClient();
  const [network, setNetwork] = useState<Network>('internal');
  const tokenQuery = (of: Network) =>
    lakeQueries.tableToken(table.catalogId, table.databaseName, table.tableName, of === 'internal');

  const choose = (next: Network) => {
    if (next === network) return;
    lakeCache.forgetToken(client, tokenQuery(network).queryKey);
    setNetwork(next);
  };

  return (
    <TokenPanel
      key={network}
      title={t('table.token.title')}
      query={tokenQuery(network)}
      operation="GetTableToken"
      extra={
        <Radio.Group
          aria-label={t('table.token.network')}
          optionType="button"
          value={network}
          onChange={(event) => choose(event.target.value as Network)}
          options={[
            { value: 'internal', label: t('table.token.internal') },
            { value: 'public', label: t('table.token.public') },
          ]}
        />
      }
    />
  );
}
