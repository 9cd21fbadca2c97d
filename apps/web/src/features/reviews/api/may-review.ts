import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { myReviewsQueryOptions } from './get-my-reviews';

/**
 * Whether the signed-in visitor may review this listing, as the server decides (CONTRACT.md 2):
 * not its own agent, and once per person and listing. True while the visitor's own reviews load
 * (the server still answers 409 for a second one).
 */
export function useMayReview(propertyId: string, agentEmail: string): boolean {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const mine = useQuery({ ...myReviewsQueryOptions(email), enabled: email !== '' });
  if (!user) return true;
  if (agentEmail !== '' && user.email.toLowerCase() === agentEmail.toLowerCase()) return false;
  return !mine.data?.some((review) => review.property_id === propertyId);
}
