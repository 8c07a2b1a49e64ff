import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { errorMessage, showToast, type ApiError } from '@academy/api';

/** The spec's failure toast for admin mutations: 'Error' with the server's message. */
export function toastError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  void showToast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

export function isUnauthorized(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as Partial<ApiError>).status === 401;
}

/** Spec: unauthorized module creation → 'Not Logged In' / 'Please log in to save changes.', then /auth after 1 s. */
export function useUnauthorizedRedirect(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    void showToast({ title: 'Not Logged In', description: 'Please log in to save changes.', variant: 'destructive' });
    window.setTimeout(() => navigate('/auth'), 1000);
  }, [navigate]);
}

/**
 * The admin's delete flow: a danger confirmation with the given question, then the deletion, then
 * the success toast — or 'Error' with the server's message.
 */
export function useConfirmDelete(): (options: { title: string; question: string; remove: () => Promise<unknown>; success: string }) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, question, remove, success }) => {
      modal.confirm({
        title,
        content: question,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          try {
            await remove();
            void showToast({ title: success });
          } catch (error) {
            toastError(error);
          }
        },
      });
    },
    [modal],
  );
}
