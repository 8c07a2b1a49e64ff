import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { api } from '@academy/api';

/**
 * After the session changed hands on the server (a reset link signed someone in, the account was
 * deleted): go to `to`, then forget every cached answer, as the navigation bar's logout does. The
 * shell then asks GET /api/user again and shows the routes of whoever is signed in now.
 */
export function useLeaveSession(): (to: string) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      void navigate(to, { replace: true });
      dispatch(api.util.resetApiState());
    },
    [dispatch, navigate],
  );
}
