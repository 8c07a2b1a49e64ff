import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import {
  errorCode,
  errorMessage,
  useConfirmPaymentMutation,
  useCreateCheckoutSessionMutation,
  useCreatePaymentIntentMutation,
  useCreatePublicCheckoutSessionMutation,
  type CouponQuoteDto,
} from '@academy/api';
import { ACCESS_LEVEL_LABELS, formatPrice, priceLabel, showToast, signInPath, useDocumentTitle, useSession } from '@academy/ui';
import { CourseThumbnail } from '../../components/CourseThumbnail';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { roundedHours } from '../../lib/format';
import { loadStripeJs } from '../../lib/stripe';
import { parseId } from '../../lib/route-params';
import { useCourseDetail } from '../../lib/useCourseDetail';
import { checkoutState, isServiceUnavailable, whatYouGet, type CheckoutCourse } from './checkout';
import { CouponField } from './CouponField';
import '../../components/course-card.css';
import '../courses/courses.css';
import './checkout.css';

function StatePage({ title, text, link }: { title: string; text?: string; link: { to: string; label: string } }) {
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">{title}</h1>
          {text ? <p className="cc-state__text">{text}</p> : null}
          <Link to={link.to} className="cc-btn cc-btn--primary">
            {link.label}
          </Link>
        </div>
      </div>
    </main>
  );
}

function CourseSummary({ course }: { course: CheckoutCourse }) {
  return (
    <section className="cs-panel ck-summary" aria-labelledby="ck-course-title">
      <CourseThumbnail title={course.title} thumbnailUrl={course.thumbnailUrl} size="hero" />
      <div className="cs-badges">
        <span className="lr-badge">{ACCESS_LEVEL_LABELS[course.accessLevel] ?? 'All Users'}</span>
        {course.estimatedDuration ? <span>{roundedHours(course.estimatedDuration)}</span> : null}
      </div>
      <h1 id="ck-course-title" className="cs-title">
        {course.title}
      </h1>
      {course.description ? <p className="cs-description">{course.description}</p> : null}
      <p className="ck-price">{priceLabel(course)}</p>
      <h2 className="cs-section-title">What you&apos;ll get</h2>
      <ul className="ck-benefits">
        {whatYouGet(course).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Stripe's hosted checkout: the other way to pay, and the way when the card form cannot load. */
function HostedCheckoutButton({ courseId, couponCode, primary }: { courseId: number; couponCode?: string; primary?: boolean }) {
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();
  async function openCheckout() {
    try {
      const { checkoutUrl } = await createSession({ checkoutStartDto: { courseId, couponCode } }).unwrap();
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

function CardForm({ course, amount }: { course: CheckoutCourse; amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [confirmPayment] = useConfirmPaymentMutation();
  const [paying, setPaying] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: `${window.location.origin}/courses/${course.id}?payment=success` },
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
      await confirmPayment({ courseCheckoutDto: { courseId: course.id } }).unwrap();
      void showToast({ title: 'Payment Successful', description: 'You have been enrolled in the course!' });
      void navigate(`/courses/${course.id}`);
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
        {paying ? 'Processing…' : `Pay ${formatPrice(amount)}`}
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
function SignedInPayment({ course, coupon }: { course: CheckoutCourse; coupon: CouponQuoteDto | null }) {
  const couponCode = coupon?.code;
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; state: CardFormState } | null>(null);
  const state: CardFormState = outcome?.attempt === attempt ? outcome.state : { status: 'preparing' };

  useEffect(() => {
    let cancelled = false;
    const settle = (next: CardFormState) => {
      if (!cancelled) setOutcome({ attempt, state: next });
    };
    Promise.all([createPaymentIntent({ checkoutStartDto: { courseId: course.id, couponCode } }).unwrap(), loadStripeJs()])
      .then(([{ clientSecret }, stripe]) => settle(stripe ? { status: 'ready', stripe, clientSecret } : { status: 'unavailable' }))
      .catch((error: unknown) => {
        if (isServiceUnavailable(error)) return settle({ status: 'not-configured' });
        settle({ status: 'failed' });
        // A code checked a moment ago may have been used up or disabled since: say so.
        const description = errorCode(error)?.startsWith('COUPON_')
          ? errorMessage(error, 'Failed to initialize payment. Please try again.')
          : 'Failed to initialize payment. Please try again.';
        if (!cancelled) void showToast({ title: 'Error', description, variant: 'destructive' });
      });
    return () => {
      cancelled = true;
    };
  }, [course.id, couponCode, attempt, createPaymentIntent]);

  switch (state.status) {
    case 'not-configured':
      return (
        <p className="ck-notice" role="alert">
          Payments are not configured. Please contact us to get access to this course.
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
          <HostedCheckoutButton courseId={course.id} couponCode={couponCode} />
        </>
      );
    case 'unavailable':
      return (
        <>
          <p className="ck-notice" role="alert">
            The card form could not be loaded (it may be blocked by your browser or network). You can pay on the secure checkout page
            instead.
          </p>
          <HostedCheckoutButton courseId={course.id} couponCode={couponCode} primary />
        </>
      );
    case 'ready':
      return (
        <>
          <Elements stripe={state.stripe} options={{ clientSecret: state.clientSecret }}>
            <CardForm course={course} amount={coupon?.amount ?? course.price} />
          </Elements>
          <p className="ck-or">or</p>
          <HostedCheckoutButton courseId={course.id} couponCode={couponCode} />
        </>
      );
  }
}

/** A visitor pays with an e-mail only, then creates the account from the payment=success link. */
function VisitorPayment({ course, coupon }: { course: CheckoutCourse; coupon: CouponQuoteDto | null }) {
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [createSession, { isLoading }] = useCreatePublicCheckoutSessionMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      void showToast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    try {
      const { checkoutUrl } = await createSession({
        publicCheckoutDto: { courseId: course.id, email: email.trim(), couponCode: coupon?.code },
      }).unwrap();
      window.location.assign(checkoutUrl);
    } catch (error) {
      void showToast({ title: 'Error', description: errorMessage(error, 'Failed to start checkout process'), variant: 'destructive' });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="ck-visitor-form" noValidate>
      <label className="cc-field">
        <span className="cc-field__label">Email</span>
        <input
          className="cc-input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
      </label>
      <p className="ck-hint">We&apos;ll send your receipt here. After paying, create your account with this e-mail to start learning.</p>
      <button type="submit" className="cc-btn cc-btn--primary cc-btn--block" disabled={!email.trim() || isLoading} aria-busy={isLoading}>
        {isLoading ? 'Opening secure checkout…' : `Pay ${formatPrice(coupon?.amount ?? course.price)}`}
      </button>
      <p className="ck-hint">
        Already have an account?{' '}
        <Link to={signInPath(location)} className="cc-link">
          Sign in
        </Link>
      </p>
    </form>
  );
}

/** /checkout/{id}: the course summary beside the card form (signed in) or the e-mail checkout (visitor). */
export default function CheckoutPage() {
  const params = useParams();
  const id = parseId(params.id);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: course, error, isLoading, refetch } = useCourseDetail(id, signedIn);
  const [coupon, setCoupon] = useState<CouponQuoteDto | null>(null);
  const state = checkoutState(id, course, error);
  useDocumentTitle(state === 'not-found' ? 'Course not found' : course ? `Checkout: ${course.title}` : 'Checkout');

  if (isLoading) return <PageSpinner />;
  if (state === 'not-found')
    return (
      <StatePage
        title="Course not found"
        text="The course you're looking for doesn't exist."
        link={{ to: '/courses', label: 'Back to Courses' }}
      />
    );
  if (state === 'error') {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <ErrorState
            title="Error loading course"
            text={errorMessage(error, 'Failed to load the course. Please try again later.')}
            onRetry={() => void refetch()}
          >
            <Link to="/courses" className="cc-btn cc-btn--secondary">
              Back to Courses
            </Link>
          </ErrorState>
        </div>
      </main>
    );
  }
  if (state === 'enrolled')
    return (
      <StatePage
        title="Already Enrolled"
        text="You already have access to this course."
        link={{ to: `/courses/${course!.id}`, label: 'View Course' }}
      />
    );
  if (state === 'free')
    return (
      <StatePage
        title="Free Course"
        text="This course is free: enrol from the course page."
        link={{ to: `/courses/${course!.id}`, label: 'View Course' }}
      />
    );

  const paid = course!;
  return (
    <main className="cc-page">
      <div className="cc-container">
        <Link to={`/courses/${paid.id}`} className="cc-link cs-back">
          <span aria-hidden="true">←</span> Back to Course
        </Link>
        <div className="cs-layout">
          <CourseSummary course={paid} />
          <aside className="cs-side" aria-label="Payment">
            <div className="cs-panel cs-side__panel ck-payment">
              <h2 className="cs-section-title">Payment</h2>
              {paid.paymentType === 'subscription' ? null : <CouponField courseId={paid.id} applied={coupon} onChange={setCoupon} />}
              {signedIn ? <SignedInPayment course={paid} coupon={coupon} /> : <VisitorPayment course={paid} coupon={coupon} />}
              <p className="ck-secure">Payments are processed securely by Stripe. We never see your card number.</p>
            </div>
          </aside>
        </div>
      </div>
    </main>
  );
}
