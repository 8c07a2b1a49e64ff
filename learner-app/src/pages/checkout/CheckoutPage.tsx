import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage, useCreatePublicCheckoutSessionMutation, type CouponQuoteDto } from '@academy/api';
import { ACCESS_LEVEL_LABELS, formatPrice, priceLabel, showToast, signInPath, useDocumentTitle, useSession } from '@academy/ui';
import { CourseThumbnail } from '../../components/CourseThumbnail';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { roundedHours } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useCourseDetail } from '../../lib/useCourseDetail';
import { checkoutState, whatYouGet, type CheckoutCourse } from './checkout';
import { CouponField } from './CouponField';
import { SignedInPayment } from './PaymentForms';
import { StatePage } from './StatePage';
import '../../components/course-card.css';
import '../courses/courses.css';
import './checkout.css';

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
              {signedIn ? (
                <SignedInPayment target={{ kind: 'course', id: paid.id, amount: coupon?.amount ?? paid.price, couponCode: coupon?.code }} />
              ) : (
                <VisitorPayment course={paid} coupon={coupon} />
              )}
              <p className="ck-secure">Payments are processed securely by Stripe. We never see your card number.</p>
            </div>
          </aside>
        </div>
      </div>
    </main>
  );
}
