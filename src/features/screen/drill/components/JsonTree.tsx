import { useId, useState } from 'react';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { formatNumber } from '../../../../lib/format';
import { useDrillI18n } from '../i18n';
import styles from './drill.module.css';

/** Levels at and below this depth start collapsed (the root is depth 0). */
const JSON_OPEN_DEPTH = 2;
/** Longer strings are cut here until the reader asks for the rest. */
export const JSON_STRING_CAP = 200;
/** Entries of an object or array shown at once; more are revealed in steps of this size. */
export const JSON_ENTRY_STEP = 100;

export interface JsonTreeProps {
  value: unknown;
  /** Accessible name of the tree. */
  label: string;
  /** Name of the root node. */
  rootName?: string;
}

/**
 * Any JSON value as a readable, collapsible tree of text: nothing in it is ever interpreted as
 * markup. Containers are disclosure buttons (aria-expanded) so the keyboard opens and closes them;
 * deep levels start closed and long strings and containers are shown in parts, so a large
 * unvalidated response stays cheap to render.
 */
export function JsonTree({ value, label, rootName = '(root)' }: JsonTreeProps) {
  return (
    <ul className={styles.tree} aria-label={label}>
      <JsonNode name={rootName} value={value} depth={0} />
    </ul>
  );
}

type Container =
  | { kind: 'array'; entries: [string, unknown][] }
  | { kind: 'object'; entries: [string, unknown][] };

function asContainer(value: unknown): Container | null {
  if (Array.isArray(value)) {
    return {
      kind: 'array',
      entries: value.map((item, index): [string, unknown] => [String(index), item]),
    };
  }
  if (typeof value === 'object' && value !== null) {
    return { kind: 'object', entries: Object.entries(value) };
  }
  return null;
}

function JsonNode({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const container = asContainer(value);
  return (
    <li>
      {container ? (
        <JsonContainer name={name} container={container} depth={depth} />
      ) : (
        <>
          <span className={styles.key}>{name}</span>
          {': '}
          <JsonPrimitive value={value} />
        </>
      )}
    </li>
  );
}

function JsonContainer({
  name,
  container,
  depth,
}: {
  name: string;
  container: Container;
  depth: number;
}) {
  const { t, locale } = useDrillI18n();
  const [open, setOpen] = useState(depth < JSON_OPEN_DEPTH);
  const [shown, setShown] = useState(JSON_ENTRY_STEP);
  const listId = useId();
  const total = container.entries.length;
  const count = formatNumber(total, locale);
  const summary =
    container.kind === 'array'
      ? `[${t('drill.json.items', { count })}]`
      : `{${t('drill.json.keys', { count })}}`;
  const remaining = total - shown;
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open && total > 0 ? listId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
        <span className={styles.key}>{name}</span>
        <span className={styles.count}>{summary}</span>
      </button>
      {open && total > 0 && (
        <ul id={listId}>
          {container.entries.slice(0, shown).map(([key, item]) => (
            <JsonNode
              key={key}
              name={container.kind === 'array' ? `[${key}]` : key}
              value={item}
              depth={depth + 1}
            />
          ))}
          {remaining > 0 && (
            <li>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setShown(shown + JSON_ENTRY_STEP)}
              >
                {t('drill.json.moreEntries', {
                  count: formatNumber(Math.min(remaining, JSON_ENTRY_STEP), locale),
                })}
              </button>
            </li>
          )}
        </ul>
      )}
    </>
  );
}

function JsonPrimitive({ value }: { value: unknown }) {
  if (typeof value === 'string') return <JsonString value={value} />;
  if (typeof value === 'number' || typeof value === 'bigint') {
    return <span className={styles.number}>{String(value)}</span>;
  }
  if (typeof value === 'boolean' || value === null || value === undefined) {
    return <span className={styles.literal}>{String(value)}</span>;
  }
  return <span>{String(value)}</span>;
}

function JsonString({ value }: { value: string }) {
  const { t, locale } = useDrillI18n();
  const [full, setFull] = useState(false);
  // Cut by code points so a surrogate pair is never split.
  const chars = Array.from(value);
  const long = chars.length > JSON_STRING_CAP;
  const text = long && !full ? `${chars.slice(0, JSON_STRING_CAP).join('')}…` : value;
  return (
    <>
      <span className={styles.string}>{`"${text}"`}</span>
      {long && (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={full}
          onClick={() => setFull(!full)}
        >
          {full
            ? t('drill.json.showLess')
            : t('drill.json.showMore', {
                count: formatNumber(chars.length - JSON_STRING_CAP, locale),
              })}
        </button>
      )}
    </>
  );
}
