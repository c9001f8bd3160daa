import type { RangeOption } from '../../../api/screen/timeRange';

/** What ScreenTile gives the widget of its data code. */
export interface WidgetProps {
  /** The tile's range: its stored `date`, or the widget's default when that was not valid. */
  range: RangeOption;
  /** The stored `date` when it was not valid (the tile says so and shows the default range). */
  invalidDate?: string | undefined;
}
