import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import {
  errorCode,
  errorMessage,
  useConfirmPathPaymentMutation,
  useConfirmPaymentMutation,
  useCreateCheckoutSessionMutation,
  useCreatePathCheckoutSessionMutation,
  useCreatePathPaymentIntentMutation,
  useCreatePaymentIntentMutation,
} from '@academy/api';
import { formatPrice, showToast } from '@academy/ui';
import { loadStripeJs } from '../../lib/stripe';
import { isServiceUnavailable } from './checkout';

/**
 * What the signed-in checkout pays for: a course (with an optional coupon code), or a learning path
 * sold as one product. The price shown is the server's; the server charges its own.
 */
export type PayTarget =
  | { kind: 'course'; id: number; amount: number; couponCode?: string }
  | { kind: 'path'; id: number; slug: string; amount: number; couponCode?: undefined };

/** Where the learner lands once paid: the course's page, or the path's. */
function pagePath(target: PayTarget): string {
  return target.kind === 'course' ? `/courses/${target.id}` : `/paths/${encodeURIComponent(target.slug)}`;
}

/** Stripe's hosted checkout: the other way to pay, and the way when the card form cannot load. */
function HostedCheckoutButton({ target, primary }: { target: PayTarget; primary?: boolean }) {
  const [createCourseSession, course] = useCreateCheckoutSessionMutation();
  const [createPathSession, path] = useCreatePathCheckoutSessionMutation();
  const isLoading = course.isLoading || path.isLoading;
  async function openCheckout() {
    try {
      const { checkoutUrl } = await (
        target.kind === 'course'
          ? createCourseSession({ checkoutStartDto: { courseId: target.id, couponCode: target.couponCode } })
          : createPathSession({ id: target.id })
      ).unwrap();
      window.location.assign(checkoutUrl);
    } catch (error) {
      void showToast({ title: 'Error', description: errorMessage(error, 'Failed to start checkout process'), variant: 'destructive' });
    }
  }
  return (
    <button
      type="button"
      className={`cc-btn cc-btn--block ${primary ? 'cc-btn--primary' : 'cc-btn--secondary'}`}
      onClick={() => void openCheckout()}
      disabled={isLoading}
      aria-busy={isLoading}
    >
      {isLoading ? 'Opening secure checkout…' : 'Pay on secure checkout page'}
    </button>
  );
}

function CardForm({ target }: { target: PayTarget }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [confirmCoursePayment] = useConfirmPaymentMutation();
  const [confirmPathPayment] = useConfirmPathPaymentMutation();
  const [paying, setPaying] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}${pagePath(target)}?payment=success` },
      });
      if (result.error) {
        void showToast({
          title: 'Payment Failed',
          description: result.error.message ?? 'Your payment could not be completed.',
          variant: 'destructive',
        });
        return;
      }
      // The server asks Stripe itself and enrols at once, whether or not the webhook has arrived.
      if (target.kind === 'course') {
        await confirmCoursePayment({ courseCheckoutDto: { courseId: target.id } }).unwrap();
        void showToast({ title: 'Payment Successful', description: 'You have been enrolled in the course!' });
      } else {
        await confirmPathPayment({ id: target.id }).unwrap();
        void showToast({ title: 'Payment Successful', description: 'Every course of this path is now yours!' });
      }
      void navigate(pagePath(target));
    } catch (error) {
      void showToast({
        title: 'Payment Failed',
        description: errorMessage(error, 'Your payment could not be completed.'),
        variant: 'destructive',
      });
    } finally {
      setPaying(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="ck-card-form" aria-label="Card payment">
      <PaymentElement />
      <button type="submit" className="cc-btn cc-btn--primary cc-btn--block" disabled={!stripe || paying} aria-busy={paying}>
        {paying ? 'Processing…' : `Pay ${formatPrice(target.amount)}`}
      </button>
    </form>
  );
}

type CardFormState =
  | { status: 'preparing' }
  | { status: 'ready'; stripe: Stripe; clientSecret: string }
  | { status: 'unavailable' }
  | { status: 'not-configured' }
  | { status: 'failed' };

/** A signed-in learner: the embedded card form (initialised on load), with the hosted checkout beside it. */
export function SignedInPayment({ target }: { target: PayTarget }) {
  const [createCourseIntent] = useCreatePaymentIntentMutation();
  const [createPathIntent] = useCreatePathPaymentIntentMutation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; state: CardFormState } | null>(null);
  const state: CardFormState = outcome?.attempt === attempt ? outcome.state : { status: 'preparing' };
  const { kind, id, couponCode } = target;

  useEffect(() => {
    let cancelled = false;
    const settle = (next: CardFormState) => {
      if (!cancelled) setOutcome({ attempt, state: next });
    };
    const intent = kind === 'course' ? createCourseIntent({ checkoutStartDto: { courseId: id, couponCode } }) : createPathIntent({ id });
    Promise.all([intent.unwrap(), loadStripeJs()])
      .then(([{ clientSecret }, stripe]) => settle(stripe ? { status: 'ready', stripe, clientSecret } : { status: 'unavailable' }))
      .catch((error: unknown) => {
        if (isServiceUnavailable(error)) return settle({ status: 'not-configured' });
        settle({ status: 'failed' });
        // A code checked a moment ago may have been used up or disabled since, or the path bought meanwhile: say so.
        const code = errorCode(error);
        const description =
          code?.startsWith('COUPON_') || code === 'PATH_ALREADY_BOUGHT'
            ? errorMessage(error, 'Failed to initialize payment. Please try again.')
            : 'Failed to initialize payment. Please try again.';
        if (!cancelled) void showToast({ title: 'Error', description, variant: 'destructive' });
      });
    return () => {
      cancelled = true;
    };
  }, [kind, id, couponCode, attempt, createCourseIntent, createPathIntent]);

  switch (state.status) {
    case 'not-configured':
      return (
        <p className="ck-notice" role="alert">
          Payments are not configured. Please contact us to get access to this {kind === 'course' ? 'course' : 'path'}.
        </p>
      );
    case 'preparing':
      return (
        <p className="ck-notice" role="status">
          Preparing secure payment…
        </p>
      );
    case 'failed':
      return (
        <>
          <p className="ck-notice ck-notice--error" role="alert">
            Failed to initialize payment. Please try again.
          </p>
          <button type="button" className="cc-btn cc-btn--primary cc-btn--block" onClick={() => setAttempt((value) => value + 1)}>
            Try Again
          </button>
          <HostedCheckoutButton target={target} />
        </>
      );
    case 'unavailable':
      return (
        <>
          <p className="ck-notice" role="alert">
            The card form could not be loaded (it may be blocked by your browser or network). You can pay on the secure checkout page
            instead.
          </p>
          <HostedCheckoutButton target={target} primary />
        </>
      );
    case 'ready':
      return (
        <>
          <Elements stripe={state.stripe} options={{ clientSecret: state.clientSecret }}>
            <CardForm target={target} />
          </Elements>
          <p className="ck-or">or</p>
          <HostedCheckoutButton target={target} />
        </>
      );
  }
}
