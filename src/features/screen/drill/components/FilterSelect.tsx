import { NativeSelect, type NativeSelectProps } from '../../../../components/NativeSelect';
import styles from './drill.module.css';

/**
 * A select in a drawer's filter bar with its label shown above it; the label is hidden from
 * assistive technology there, as the select already carries it as its name.
 */
export function FilterSelect<V extends string>(props: NativeSelectProps<V>) {
  return (
    <div className={styles.field}>
      <span className={styles.legend} aria-hidden>
        {props.label}
      </span>
      <NativeSelect<V> {...props} />
    </div>
  );
}
