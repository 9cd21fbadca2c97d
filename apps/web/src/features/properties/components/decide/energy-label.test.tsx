import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnergyBadge, EnergyLabel } from './energy-label';

describe('the energy label', () => {
  it('reads as the listing’s rating, shows every letter as text and the consumption', () => {
    render(<EnergyLabel rating="C" consumption={112.5} />);
    const section = screen.getByRole('region', { name: 'Energy efficiency' });
    const label = screen.getByRole('img', { name: 'Energy rating C' });
    expect(section).toContainElement(label);
    // A to G on the bars, and the listing's letter once more on its marker.
    expect(label).toHaveTextContent(/^More efficientABCCDEFGLess efficient$/);
    expect(section).toHaveTextContent('Energy use: 112.5 kWh/m² per year');
  });

  it('leaves the consumption out when it is unknown', () => {
    render(<EnergyLabel rating="G" consumption={null} />);
    expect(screen.getByRole('img', { name: 'Energy rating G' })).toBeVisible();
    expect(screen.queryByText(/kWh/)).toBeNull();
  });

  it('shows nothing when the rating is unknown', () => {
    const { container } = render(<EnergyLabel rating={null} consumption={90} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives a card a badge with the letter as text', () => {
    render(<EnergyBadge rating="B" />);
    expect(screen.getByText('Energy B')).toBeVisible();
  });
});
