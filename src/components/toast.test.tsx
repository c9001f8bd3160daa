// @isolated: it counts every fake timer in the process, so no other file may have left one.
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { ToastProvider, useToast } from './toast';

let saved = 0;

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success(`Saved ${(saved += 1)}`)}>
        Save
      </button>
      <button type="button" onClick={() => toast.info('Created')}>
        Create
      </button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('go after a while, and leave no timer behind when the page goes first', () => {
    const { unmount } = render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(screen.getByRole('status')).toHaveTextContent('Saved 1');
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('status')).toHaveTextContent('');

    for (let i = 0; i < 5; i += 1) fireEvent.click(save);
    // Three at most; those pushed out took their timers with them.
    expect(screen.getByRole('status').children).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(3);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('look the same whichever tone a caller chose: one mark, one style', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const [success, info] = [...screen.getByRole('status').children];
    expect(success?.className).toBe(info?.className);
    expect(success?.firstElementChild?.outerHTML).toBe(info?.firstElementChild?.outerHTML);
    expect(info).toHaveTextContent('✓ Created');
    act(() => vi.advanceTimersByTime(4_000));
  });
});
