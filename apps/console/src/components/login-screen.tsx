import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';

/**
 * What a login page does once signed in: forget the last account's data and go back to where the
 * operator was sent from (this surface's own paths only).
 */
export function useLoginDone(): () => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = search.get('redirect');
  const target = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  return () => {
    queryClient.clear();
    navigate(target, { replace: true });
  };
}

/** The login page's blue backdrop, its form in the middle. */
export function LoginScreen({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #1661ab 0%, #0b3a6b 100%)',
      }}
    >
      {children}
    </div>
  );
}
