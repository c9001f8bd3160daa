/**
 * The time ranges a tile may be given: only those its component lists in
 * `DescribeScreenDataMap` (docs/design.md §5). A stored range that is not among them stays
 * selectable as "(current) …", so opening the panel never changes the tile.
 */
import {
  formatDateOption,
  parseDateOption,
  type RangeOption,
} from '../../../../api/screen/timeRange';
import type { CatalogEntry } from '../../layout/model/codec';

export interface DateChoice {
  /** The `date` written for this choice, e.g. '7-day'. */
  value: string;
  range: RangeOption | null;
  /** True for the tile's own range when its component does not offer it. */
  notOffered: boolean;
}

export interface DateChoices {
  choices: DateChoice[];
  /** The choice that is selected now. */
  selected: string;
  /** The tile's range is one its component offers. */
  offered: boolean;
}

/** `current` in the form the options use ('07-day' and ' 7-day' are '7-day'), when it parses. */
const normalized = (date: string) => {
  const range = parseDateOption(date);
  return range ? formatDateOption(range) : date;
};

export function dateChoices(entry: CatalogEntry | undefined, current: string): DateChoices {
  const offered: DateChoice[] = [];
  for (const option of entry?.dates ?? []) {
    const range = parseDateOption(`${option.Value}-${option.Unit}`);
    // An option that is not a valid range could only be saved as an invalid tile.
    if (!range) continue;
    const value = formatDateOption(range);
    if (!offered.some((choice) => choice.value === value)) {
      offered.push({ value, range, notOffered: false });
    }
  }
  const selected = normalized(current);
  if (offered.some((choice) => choice.value === selected)) {
    return { choices: offered, selected, offered: true };
  }
  return {
    choices: [{ value: current, range: parseDateOption(current), notOffered: true }, ...offered],
    selected: current,
    offered: false,
  };
}
