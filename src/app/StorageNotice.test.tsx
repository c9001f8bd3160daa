import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '../../test/render';
import { mockControl } from '../../test/msw';
import { registerMockControl, type MockPersistence } from '../api/mockControl';
import { I18nProvider } from '../i18n/I18nProvider';
import { localStore, sessionStore } from '../lib/storage';
import { StorageNotice } from './StorageNotice';

const refuse = (error: unknown) =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw error;
  });

afterEach(() => {
  vi.restoreAllMocks();
  localStore.remove('draft');
  sessionStore.remove('queue');
});

describe('StorageNotice', () => {
  it('says when a write was refused, until dismissed or the same item is stored after all', () => {
    render(
      <I18nProvider initialLocale="en">
        <StorageNotice />
      </I18nProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();

    const setItem = refuse(new DOMException('full', 'QuotaExceededError'));
    act(() => void localStore.set('draft', '{}'));
    expect(screen.getByRole('status')).toHaveTextContent(/storage for Parapet is full/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();

    // A later refusal is news again; storage that is blocked says so.
    setItem.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    act(() => void sessionStore.set('queue', '[]'));
    expect(screen.getByRole('status')).toHaveTextContent(/does not let Parapet store data/);
    setItem.mockRestore();
    act(() => void sessionStore.set('queue', '[]'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('StorageNotice in mock mode', () => {
  const renderNotice = () =>
    render(
      <I18nProvider initialLocale="en">
        <StorageNotice />
      </I18nProvider>,
    );

  it('says when the demo data’s latest change could not be stored, until one is', () => {
    registerMockControl(mockControl);
    renderNotice();
    const setItem = refuse(new DOMException('full', 'QuotaExceededError'));
    act(() => mockControl.resetData());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Demo data could not be saved: this browser’s storage is full',
    );
    setItem.mockRestore();
    act(() => mockControl.resetData());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says how many older demo changes had to go to make room', () => {
    let persistence: MockPersistence = { notSaved: null, dropped: 0 };
    const listeners = new Set<() => void>();
    registerMockControl({
      ...mockControl,
      getPersistence: () => persistence,
      subscribePersistence: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    renderNotice();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      persistence = { notSaved: null, dropped: 3 };
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByRole('status')).toHaveTextContent('(changes dropped: 3)');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
