export { showToast, type Toast, type ToastVariant } from './toast.js';
export * from './session.js';
export { BRAND, ROLE_COLORS } from './brand.js';
export {
  ACCESS_LEVEL_LABELS,
  configuredPriceLabel,
  formatCredits,
  formatDate,
  formatPrice,
  parseCredits,
  priceLabel,
  relativeTime,
  relativeTimeOrNever,
} from './format.js';
export type { RemoteRoutesModule, RouteContext } from './remote.js';
export { documentTitle, useDocumentTitle } from './documentTitle.js';
export { createAcademyStore, type AcademyStore } from './store.js';
export { ServerAnswerContext, useHttpStatus } from './httpStatus.js';
