import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateText } from './RateText';

describe('RateText', () => {
  it('shows a rate of 3–4 decimals to the cent and keeps the exact value in its tooltip', async () => {
    render(<RateText value="24.3077" />);
    const shown = screen.getByText('$24.31');
    expect(shown).toHaveAttribute('data-exact', '$24.3077');
    fireEvent.mouseEnter(shown);
    expect(await screen.findByText('Exact: $24.3077')).toBeInTheDocument();
  });

  it('Cost/Week 972.308 reads $972.31; a rate already in cents has no tooltip', () => {
    const { unmount } = render(<RateText value="972.3080" />);
    expect(screen.getByText('$972.31')).toHaveAttribute('data-exact', '$972.308');
    unmount();
    render(<RateText value="41.6000" />);
    expect(screen.getByText('$41.60')).not.toHaveAttribute('data-exact');
  });
});
