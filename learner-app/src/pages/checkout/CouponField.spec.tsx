/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { CouponQuoteDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CouponField } from './CouponField';

const QUOTE = 'POST /api/coupons/quote';
const SPRING: CouponQuoteDto = { code: 'SPRING25', originalAmount: 4900, discountAmount: 1225, amount: 3675, label: '25% off' };

/** The field as the checkout holds it: the applied quote is the page's state. */
function Checkout() {
  const [applied, setApplied] = useState<CouponQuoteDto | null>(null);
  return (
    <>
      <CouponField courseId={12} applied={applied} onChange={setApplied} />
      <p>Pay {applied ? applied.amount : 4900}</p>
    </>
  );
}

const codeInput = () => screen.getByRole('textbox', { name: 'Coupon code' });
function apply(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the coupon code at checkout', () => {
  it('asks the server for the price with the code, shows price, discount and total, and can be removed', async () => {
    const api = stubFetch({ [QUOTE]: { body: SPRING } });
    renderScreen(<Checkout />, { url: '/checkout/12' });
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    apply(' spring25 ');

    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('Price$49.00');
    expect(summary.textContent).toContain('Code SPRING25 (25% off)−$12.25');
    expect(summary.textContent).toContain('Total$36.75');
    expect(screen.getByText('Pay 3675')).toBeTruthy();
    expect(api.requestsTo(QUOTE).map((request) => request.body)).toEqual([{ courseId: 12, code: 'spring25' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect((codeInput() as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Pay 4900')).toBeTruthy();
  });

  it("shows the server's reason when a code is refused, tied to the field, and keeps the full price", async () => {
    stubFetch({
      [QUOTE]: { status: 410, body: { statusCode: 410, code: 'COUPON_EXPIRED', message: 'This code has expired.', error: 'Gone' } },
    });
    renderScreen(<Checkout />, { url: '/checkout/12' });
    apply('OLD-CODE');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This code has expired.');
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(codeInput().getAttribute('aria-describedby')).toBe(alert.id);
    expect((codeInput() as HTMLInputElement).value).toBe('OLD-CODE');
    expect(screen.getByText('Pay 4900')).toBeTruthy();
  });

  it('refuses a code that cannot be one without asking the server', async () => {
    const api = stubFetch({ [QUOTE]: { body: SPRING } });
    renderScreen(<Checkout />, { url: '/checkout/12' });
    apply('no spaces!');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Enter a code of 3 to 40 letters, digits, hyphens or underscores'),
    );
    expect(api.requestsTo(QUOTE)).toHaveLength(0);
  });
});
