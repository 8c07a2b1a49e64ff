/**
 * Toasts for the whole product: Ant Design's notification, at most one visible, 5 s each
 * (docs/product-rules.md#error-toasts-and-sign-out-redirects). antd is a shared singleton loaded on
 * first use, so pages without antd stay light.
 */
export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

let configured = false;

export async function showToast({ title, description, variant = 'default' }: Toast): Promise<void> {
  const { notification } = await import('antd');
  if (!configured) {
    notification.config({ maxCount: 1, duration: 5, placement: 'bottomRight' });
    configured = true;
  }
  notification[variant === 'destructive' ? 'error' : 'success']({ title, description });
}
