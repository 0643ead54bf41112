import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirm } from './api/confirm';

export type LinkActivation =
  | { state: 'none' }
  | { state: 'working' }
  | { state: 'done' }
  | { state: 'failed'; message: string };

/** Activates from the mailed link (`/activation?code=…&email=…`; `amp;code` too, as old mail clients send it). */
export function useLinkActivation(): LinkActivation {
  const [params] = useSearchParams();
  const code = params.get('code') ?? params.get('amp;code');
  const email = params.get('email') ?? undefined;
  const activationId = params.get('activationId') ?? undefined;
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
