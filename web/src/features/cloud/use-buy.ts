import { useNavigate } from 'react-router';
import { rememberRedirectRoute } from '@/lib/redirect-route';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useSignedIn } from '@/lib/use-signed-in';
import { usePostSubscription } from './api/post-subscription';

/**
 * Starts a purchase (docs/product.md#checkout): the trial starts at once and shows ThankYou; a plan or a key
 * goes to the processor's page. Signed out, the visitor signs in first and comes back here.
 */
export function useBuy() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const post = usePostSubscription();
  const buy = async (offerId: string) => {
    if (!signedIn) {
      rememberRedirectRoute('/cloud/memberships');
      navigate('/login');
      return;
    }
    try {
      const answer = await post.mutateAsync(offerId);
      if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl);
      else navigate(`/thank-you?offer=${encodeURIComponent(offerId)}`);
    } catch (error) {
      snackbar.show((error as Error).message, 'error');
    }
  };
  return { buy, pending: post.isPending };
}
