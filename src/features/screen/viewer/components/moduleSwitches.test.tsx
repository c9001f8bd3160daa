import { screen } from '@testing-library/react';
import { withProviders } from '../../../../../test/providers';
import { render } from '../../../../../test/render';
import { ModuleSwitches } from './ModuleSwitches';

describe('ModuleSwitches', () => {
  // docs/design.md §6 (layout shift): the button arriving after the header was drawn used to widen
  // the controls row, wrap it and push the tiles down 40 px.
  it('holds the button’s place, hidden, with the button’s words while the switches load', async () => {
    const { wrap } = withProviders();
    const { container } = render(wrap(<ModuleSwitches />));
    const pending = screen.getByTestId('modules-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending).toHaveTextContent(/^Protection features: 0\/10 on$/);
    const button = await screen.findByRole('button', {
      name: /^Protection features: \d+\/\d+ on$/,
    });
    expect(container).toContainElement(button);
    expect(screen.queryByTestId('modules-pending')).toBeNull();
  });
});
