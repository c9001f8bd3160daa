import { useId, useState } from 'react';
import { Button, Form, InputNumber } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { RangeOption } from '../../../../api/screen/timeRange';
import { isDataCode, typeCodeOf } from '../../../../api/screen/dataCodes';
import { MAX_GRID_ROW, type CatalogEntry, type LayoutTile } from '../../layout/model/codec';
import { GRID_COLS } from '../../layout/model/grid';
import { rangeSpan } from '../../widgets/model/logic';
import { useEditorI18n, type EditorT } from '../i18n';
import { MAX_TILE_ROWS, type EditorAction } from '../model/editorState';
import type { TileGeometry } from '../model/keyboard';
import { dateChoices, type DateChoice } from '../model/dateChoices';
import styles from './panel.module.css';

export interface TilePanelProps {
  tile: LayoutTile;
  /** The tile's component in the catalogue; undefined when the service does not offer it. */
  entry: CatalogEntry | undefined;
  /** The tile's localized title. */
  title: string;
  dispatch: (action: EditorAction) => void;
  onRemove: () => void;
  /**
   * Where the grid draws the tile (`settledTiles`); defaults to the tile's stored geometry, which
   * differs only for a stored layout with gaps that has not been edited yet.
   */
  geometry?: TileGeometry | undefined;
}

function rangeLabel(range: RangeOption | null, date: string, t: EditorT, locale: string): string {
  if (!range) return t('screen.editor.date.invalid', { date });
  return t('screen.editor.date.last', { span: rangeSpan(range, locale) });
}

function choiceLabel(choice: DateChoice, t: EditorT, locale: string): string {
  const label = rangeLabel(choice.range, choice.value, t, locale);
  return choice.notOffered ? t('screen.editor.date.current', { label }) : label;
}

/** The component's kind in words (its palette group), never its data code or id. */
function kindOf(entry: CatalogEntry, t: EditorT): string {
  return isDataCode(entry.code)
    ? t(`screen.editor.palette.group.${typeCodeOf(entry.code)}`)
    : t('screen.editor.palette.group.other');
}

/** The selected tile's properties: its component, time range, place and size; and Remove. */
export function TilePanel({ tile, entry, title, dispatch, onRemove, geometry }: TilePanelProps) {
  const { t, locale } = useEditorI18n();
  const id = useId();
  const where = geometry ?? tile;
  const dates = dateChoices(entry, tile.date);

  let componentNote: string | null = null;
  if (!entry) {
    componentNote =
      tile.componentId === null
        ? t('screen.editor.tile.componentMissing')
        : t('screen.editor.tile.componentUnknown');
  }
  const offeredCount = dates.choices.filter((choice) => !choice.notOffered).length;
  let dateNote: string | null = null;
  if (entry && offeredCount === 0) dateNote = t('screen.editor.tile.dateNone');
  else if (entry && !dates.offered) dateNote = t('screen.editor.tile.dateNotOffered');
  // Without a component or any offered range there is nothing to choose: the range is shown.
  const canChoose = offeredCount > 0;

  const move = (x: number, y: number) => dispatch({ type: 'move', key: tile.key, x, y });
  const resize = (w: number, h: number) => dispatch({ type: 'resize', key: tile.key, w, h });

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <p className={styles.kicker}>{t('screen.editor.tile.panel')}</p>
      <h2 id={`${id}-title`} className={styles.heading}>
        {title}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('screen.editor.tile.component')}</dt>
        <dd>
          {entry
            ? t('screen.editor.tile.componentValue', { title, group: kindOf(entry, t) })
            : componentNote}
        </dd>
      </dl>

      <Form layout="vertical" component="div">
        <Form.Item
          label={t('screen.editor.tile.date')}
          htmlFor={`${id}-date`}
          help={dateNote ? <span id={`${id}-date-note`}>{dateNote}</span> : undefined}
          validateStatus={dateNote && !dates.offered ? 'warning' : undefined}
        >
          {canChoose ? (
            <select
              id={`${id}-date`}
              className={styles.select}
              value={dates.selected}
              aria-describedby={dateNote ? `${id}-date-note` : undefined}
              onChange={(event) => {
                const chosen = dates.choices.find((choice) => choice.value === event.target.value);
                if (chosen && !chosen.notOffered) {
                  dispatch({ type: 'setDate', key: tile.key, date: chosen.value });
                }
              }}
            >
              {dates.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choiceLabel(choice, t, locale)}
                </option>
              ))}
            </select>
          ) : (
            <output
              id={`${id}-date`}
              className={styles.value}
              aria-describedby={dateNote ? `${id}-date-note` : undefined}
            >
              {rangeLabel(dates.choices[0]?.range ?? null, tile.date, t, locale)}
            </output>
          )}
        </Form.Item>

        <fieldset className={styles.fieldset} aria-describedby={`${id}-geometry-hint`}>
          <legend className={styles.legend}>{t('screen.editor.tile.geometry')}</legend>
          <p id={`${id}-geometry-hint`} className={styles.hint}>
            {t('screen.editor.tile.geometryHint')}
          </p>
          <div className={styles.numbers}>
            <GridNumber
              id={`${id}-column`}
              label={t('screen.editor.tile.column')}
              value={where.x + 1}
              min={1}
              max={GRID_COLS - where.w + 1}
              onCommit={(column) => move(column - 1, where.y)}
            />
            <GridNumber
              id={`${id}-row`}
              label={t('screen.editor.tile.row')}
              value={where.y + 1}
              min={1}
              max={MAX_GRID_ROW + 1}
              onCommit={(row) => move(where.x, row - 1)}
            />
            <GridNumber
              id={`${id}-width`}
              label={t('screen.editor.tile.width')}
              value={where.w}
              min={1}
              max={GRID_COLS - where.x}
              onCommit={(width) => resize(width, where.h)}
            />
            <GridNumber
              id={`${id}-height`}
              label={t('screen.editor.tile.height')}
              value={where.h}
              min={1}
              max={Math.max(where.h, MAX_TILE_ROWS)}
              onCommit={(height) => resize(where.w, height)}
            />
          </div>
        </fieldset>
      </Form>

      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove}>
        {t('screen.editor.tile.remove')}
      </Button>
    </section>
  );
}

interface GridNumberProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (value: number) => void;
}

/**
 * A grid coordinate. Typing is kept here and committed on Enter or leaving the field (a tile
 * that jumped on every digit would push others around); the arrow keys commit each step.
 */
function GridNumber({ id, label, value, min, max, onCommit }: GridNumberProps) {
  const [draft, setDraft] = useState<number | null>(value);
  const [shown, setShown] = useState(value);
  // The tile moved by other means (grid, keyboard, undo): show where it is now.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const commit = (next: number | null) => {
    if (next === null || !Number.isFinite(next)) {
      setDraft(value);
      return;
    }
    const clamped = Math.min(max, Math.max(min, Math.round(next)));
    setDraft(clamped);
    if (clamped !== value) onCommit(clamped);
  };
  return (
    <div className={styles.number}>
      <label htmlFor={id}>{label}</label>
      <InputNumber
        id={id}
        value={draft}
        min={min}
        max={max}
        precision={0}
        controls={false}
        changeOnBlur={false}
        onChange={(next) => setDraft(typeof next === 'number' ? next : null)}
        onPressEnter={() => commit(draft)}
        onBlur={() => commit(draft)}
        onStep={(next) => commit(next)}
      />
    </div>
  );
}
