import { useEffect, useState } from 'react';
import { useQueryParam } from '@/lib/query-params';
import { confirm } from './api/confirm';

export type LinkActivation =
  | { state: 'none' }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/** Activates from the mailed link (`/activation?code=…&email=…`). */
export function useLinkActivation(): LinkActivation {
  const code = useQueryParam('code');
  const email = useQueryParam('email');
  const activationId = useQueryParam('activationId');
  const [result, setResult] = useState<LinkActivation>(code ? { state: 'working' } : { state: 'none' });
  useEffect(() => {
    if (!code) return;
    let live = true;
    confirm({ code, email, activationId: email ? undefined : activationId }).then(
      () => live && setResult({ state: 'done' }),
      (error: Error) => live && setResult({ state: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, [code, email, activationId]);
  return result;
}
