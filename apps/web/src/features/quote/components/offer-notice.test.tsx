import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferNotice } from './offer-notice';

describe('OfferNotice', () => {
  it('says why an offer code was not applied, in the quote service’s words', () => {
    render(
      <OfferNotice
        offer={{
          code: 'STAFF',
          applied: false,
          reason: 'PROOF_MISSING',
          message: 'To use the offer code STAFF, please give your staff number.',
        }}
      />,
    );
    expect(screen.getByTestId('offer-notice').textContent).toBe(
      'To use the offer code STAFF, please give your staff number.',
    );
  });

  it('says an applied offer code is in the price', () => {
    render(<OfferNotice offer={{ code: 'AUTOCENTRE', applied: true }} />);
    expect(screen.getByTestId('offer-notice').textContent).toBe(
      'Your offer code AUTOCENTRE is included in this price.',
    );
  });

  it('shows nothing when no offer code was given', () => {
    const { container } = render(<OfferNotice offer={undefined} />);
    expect(container.textContent).toBe('');
  });
});
