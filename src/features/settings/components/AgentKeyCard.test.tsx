import { fireEvent, screen } from '@testing-library/react';
import { render } from '../../../../test/render';
import { setAgentApiKey } from '../../../api/agent/credentials';
import { ToastProvider } from '../../../components/toast';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { AgentKeyCard } from './AgentKeyCard';

afterEach(() => {
  vi.restoreAllMocks();
  setAgentApiKey(null);
});

describe('AgentKeyCard', () => {
  it('uses a key the browser will not store, and says it lasts for this page only', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(
      <I18nProvider initialLocale="en">
        <ToastProvider>
          <AgentKeyCard />
        </ToastProvider>
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText('New API key'), { target: { value: 'sk-abcdef' } });
    fireEvent.submit(screen.getByLabelText('New API key').closest('form')!);
    // The key shown is the key in use, though storage refused it.
    expect(await screen.findByText('Current key: sk-a•••••')).toBeInTheDocument();
    expect(screen.getByText(/API key set for this page only/)).toBeInTheDocument();
    expect(screen.queryByText('API key saved for this session.')).toBeNull();
  });
});
