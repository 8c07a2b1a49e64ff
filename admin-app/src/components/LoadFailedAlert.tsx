import { Alert, Button } from 'antd';
import { errorMessage } from '@academy/api';

interface LoadFailedAlertProps {
  /** The query that failed: its error is shown, and 'Try Again' asks for it again. */
  query: { error?: unknown; refetch: () => unknown };
  /** Said when the error carries no message of its own, such as 'The pools could not be loaded. Please try again.' */
  fallback: string;
  /** A heading above the message ('Error loading coupons'); without one, the message is the heading. */
  title?: string;
}

/** A section whose data could not be loaded: why, and a 'Try Again' button that loads it again. */
export function LoadFailedAlert({ query, fallback, title }: LoadFailedAlertProps) {
  const message = errorMessage(query.error, fallback);
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? message}
      description={title ? message : undefined}
      action={<Button onClick={() => void query.refetch()}>Try Again</Button>}
    />
  );
}
