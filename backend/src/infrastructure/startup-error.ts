/** A start-up problem the operator can fix; printed as one clear line instead of a stack trace. */
export class StartupError extends Error {}
