import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useQuoteCouponMutation, type CouponQuoteDto } from '@academy/api';
import { formatPrice } from '@academy/ui';

const CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * A coupon code at checkout: checked by the server (the quote), which answers the new price from the
 * course's price in the database. Starting the payment checks the code again.
 */
export function CouponField({
  courseId,
  applied,
  onChange,
}: {
  courseId: number;
  applied: CouponQuoteDto | null;
  onChange: (quote: CouponQuoteDto | null) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [quoteCoupon, { isLoading }] = useQuoteCouponMutation();
  const inputId = useId();
  const errorId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = code.trim();
    if (!CODE_PATTERN.test(text)) {
      setError('Enter a code of 3 to 40 letters, digits, hyphens or underscores');
      return;
    }
    setError(null);
    try {
      onChange(await quoteCoupon({ couponQuoteRequestDto: { courseId, code: text } }).unwrap());
      setCode('');
    } catch (failure) {
      setError(errorMessage(failure, 'The code could not be checked. Please try again.'));
    }
  }

  if (applied) {
    return (
      <div className="ck-coupon ck-coupon--applied" role="status">
        <dl className="ck-coupon__lines">
          <div>
            <dt>Price</dt>
            <dd>{formatPrice(applied.originalAmount)}</dd>
          </div>
          <div>
            <dt>
              Code <strong>{applied.code}</strong> ({applied.label})
            </dt>
            <dd>−{formatPrice(applied.discountAmount)}</dd>
          </div>
          <div className="ck-coupon__total">
            <dt>Total</dt>
            <dd>{formatPrice(applied.amount)}</dd>
          </div>
        </dl>
        <button type="button" className="cc-link ck-coupon__remove" onClick={() => onChange(null)}>
          Remove code
        </button>
      </div>
    );
  }

  return (
    <form className="ck-coupon" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Coupon code">
      <label className="cc-field__label" htmlFor={inputId}>
        Coupon code
      </label>
      <div className="ck-coupon__row">
        <input
          id={inputId}
          className="cc-input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="cc-btn cc-btn--secondary" disabled={!code.trim() || isLoading} aria-busy={isLoading}>
          {isLoading ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="ck-coupon__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
