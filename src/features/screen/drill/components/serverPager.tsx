import type { Pager } from '../../../../lib/usePager';
import { formatNumber } from '../../../../lib/format';
import { useDrillI18n } from '../i18n';
import styles from './drill.module.css';

/** The shared pager over a list the server pages by number and counts (both screen lists). */
export function serverPager(options: {
  page: number;
  pageSize: number;
  total: number | undefined;
  busy: boolean;
  setPage: (page: number) => void;
}): Pager {
  const { page, pageSize, total, busy, setPage } = options;
  const pages = pageCount(total, pageSize);
  return {
    pageIndex: page - 1,
    hasPrev: page > 1,
    hasNext: total !== undefined && page < pages,
    busy,
    first: () => setPage(1),
    prev: () => setPage(Math.max(1, page - 1)),
    next: () => setPage(Math.min(pages, page + 1)),
  };
}

function pageCount(total: number | undefined, pageSize: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / pageSize));
}

/** "N in total · Page p of q", announced when it changes. */
export function PageSummary({
  count,
  page,
  total,
  pageSize,
}: {
  count: string;
  page: number;
  total: number;
  pageSize: number;
}) {
  const { t, locale } = useDrillI18n();
  return (
    <div className={styles.summary} role="status">
      <span>{count}</span>
      <span>
        {t('drill.pageOf', {
          page: formatNumber(page, locale),
          pages: formatNumber(pageCount(total, pageSize), locale),
        })}
      </span>
    </div>
  );
}
