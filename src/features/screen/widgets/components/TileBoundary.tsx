import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { RefreshTickContext } from '../../model/screenContext';
import { useWidgetsI18n } from '../i18n';
import { TileShell } from './TileFrame';
import styles from './tile.module.css';

interface TileBoundaryProps {
  title: string;
  code: string;
  /** A new value (another code or date) clears a crash: the tile draws something else now. */
  resetKey: string;
  children: ReactNode;
}

interface TileBoundaryState {
  error: unknown;
  failedKey: string | null;
  /** The refresh tick the crash happened in; a later tick draws again. */
  failedTick: number;
  /** Bumped by "Draw again" so the widget mounts afresh. */
  attempt: number;
}

/**
 * One tile's error boundary: a widget that throws while drawing shows "This tile failed to draw"
 * with the error and a retry, and the rest of the screen keeps drawing. Nobody may be there to
 * press it (a wall display): the next refresh tick draws the tile again by itself.
 */
export class TileBoundary extends Component<TileBoundaryProps, TileBoundaryState> {
  static override contextType = RefreshTickContext;
  declare context: ContextType<typeof RefreshTickContext>;

  override state: TileBoundaryState = { error: null, failedKey: null, failedTick: 0, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<TileBoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(
    props: TileBoundaryProps,
    state: TileBoundaryState,
  ): Partial<TileBoundaryState> | null {
    if (state.error && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedKey: this.props.resetKey, failedTick: this.context });
    console.error('Screen tile failed to draw', error, info.componentStack);
  }

  override componentDidUpdate() {
    if (
      this.state.error &&
      this.state.failedKey !== null &&
      this.context !== this.state.failedTick
    ) {
      this.retry();
    }
  }

  private retry = () => {
    this.setState((state) => ({ error: null, failedKey: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      return (
        <TileCrash
          title={this.props.title}
          code={this.props.code}
          error={this.state.error}
          onRetry={this.retry}
        />
      );
    }
    return <BoundaryChildren key={this.state.attempt}>{this.props.children}</BoundaryChildren>;
  }
}

function BoundaryChildren({ children }: { children: ReactNode }) {
  return children;
}

function TileCrash({
  title,
  code,
  error,
  onRetry,
}: {
  title: string;
  code: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useWidgetsI18n();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <TileShell title={title} code={code}>
      <div className={styles.error} role="alert">
        <div className={styles.errorHead}>
          <strong>{t('widget.crash.title')}</strong>
          <button type="button" className={styles.button} onClick={onRetry}>
            {t('widget.crash.retry')}
          </button>
        </div>
        <span className={styles.errorMetaOnTone}>{message}</span>
      </div>
    </TileShell>
  );
}
