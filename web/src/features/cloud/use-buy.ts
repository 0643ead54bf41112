import { checkoutReturnPath, forAppClient, LOGIN_PATH } from '@backstage/domain';
import { useNavigate } from 'react-router';
import { useAppClient } from '@/lib/query-params';
import { rememberRedirectRoute } from '@/lib/redirect-route';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useSignedIn } from '@/lib/use-signed-in';
import { usePostSubscription } from './api/post-subscription';

/**
 * Starts a purchase (docs/product.md#checkout): the trial starts at once and shows ThankYou; a plan or a key
 * goes to the processor's page. Signed out, the visitor signs in first and comes back here. In the app
 * client's view (`?client=app`, ADR 043) every one of those steps keeps the flag.
 */
export function useBuy() {
  const signedIn = useSignedIn();
  const appClient = useAppClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const post = usePostSubscription();
  const buy = async (offerId: string) => {
    if (!signedIn) {
      rememberRedirectRoute(forAppClient('/cloud/memberships', appClient));
      navigate(forAppClient(LOGIN_PATH, appClient));
      return;
    }
    try {
      const answer = await post.mutateAsync({ offerId, appClient });
      if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl);
      else navigate(checkoutReturnPath('paid', { offerId, appClient }));
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    }
  };
  return { buy, pending: post.isPending };
}
