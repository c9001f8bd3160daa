import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { ClampedText, clampedText } from './ClampedText';

describe('ClampedText', () => {
  it('shows a short text whole, with itself as the tooltip', () => {
    render(<ClampedText text="Billing hook" />);
    expect(screen.getByText('Billing hook')).toHaveAttribute('title', 'Billing hook');
  });

  it('draws a few hundred characters of a long text and puts a thousand in the tooltip', () => {
    const long = 'A'.repeat(10_000);
    render(<ClampedText text={long} />);
    const shown = screen.getByTitle(`${'A'.repeat(1_000)}…`);
    expect(shown.textContent).toBe(`${'A'.repeat(400)}…`);
    expect(clampedText(long)).toBe(shown.textContent);
  });

  it('shows markup from data as text', () => {
    const { container } = render(<ClampedText text={'<img src=x onerror="window.__xss=1">'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="window.__xss=1">');
  });
});
