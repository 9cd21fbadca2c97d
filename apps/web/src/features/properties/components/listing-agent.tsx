import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLingui } from '../../../lib/i18n';
import { RatingStars } from '../../../components/ui/rating-stars';
import { agentQueryOptions } from '../../../lib/agent-profile';

/**
 * A listing's agent box's link to the agent's page (CONTRACT.md section 14), and once the
 * agent's page is read, their rating (when they have reviews) and their agency with its link.
 */
export function ListingAgentName({
  agentId,
  name,
}: {
  agentId: string | null | undefined;
  name: string;
}) {
  if (!agentId) return <p className="font-semibold">{name}</p>;
  return (
    <p className="font-semibold">
      <Link to={`/agents/${agentId}`} className="link link-hover">
        {name}
      </Link>
    </p>
  );
}

export function ListingAgentFacts({ agentId }: { agentId: string | null | undefined }) {
  const { _ } = useLingui();
  const agent = useQuery({ ...agentQueryOptions(agentId ?? ''), enabled: Boolean(agentId) });
  if (!agentId || !agent.data) return null;
  const { rating, reviews_count: count, agency } = agent.data;
  if ((rating === null || count === 0) && !agency) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {rating !== null && count > 0 && <RatingStars rating={rating} count={count} />}
      {agency && (
        <p>
          <Link to={`/agencies/${agency._id}`} className="link link-primary">
            {_('agents.worksAt', { agency: agency.name })}
          </Link>
        </p>
      )}
    </div>
  );
}
