/** Leaves the app for another site (Stripe's hosted checkout): a full page load, which tests replace. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
