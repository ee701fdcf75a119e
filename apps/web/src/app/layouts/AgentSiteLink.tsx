import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { fetchAgentSiteLink } from '@/lib/session/session-api';
import { useSession } from '@/lib/session/session-context';
import { NEW_WINDOW_NOTE } from '@/lib/site-config';
import { ExternalIcon } from './icons';
import { agentLink, agentLinkNeedsAddress } from './navigation';

export const AGENT_SITE_LABEL = '에이전트 사이트';

/** The agent site's address as the server is configured with it (AGENT_SITE_URL), asked once per member. */
export const agentSiteQueryKey = (userId: number | undefined) => ['auth', 'agent-site', userId] as const;

/**
 * The sibling agent site link, as a list item of the header's or the side menu's utility list; opening another site
 * says so. A member is sent to the address the server is configured with: while it is not known, or when there is
 * none, no link is shown.
 */
export function AgentSiteLink({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const { isAuthenticated, session } = useSession();
  const needsAddress = agentLinkNeedsAddress(isAuthenticated, session);
  const address = useQuery({
    queryKey: agentSiteQueryKey(session?.userId),
    queryFn: ({ signal }) => fetchAgentSiteLink(signal),
    enabled: needsAddress,
    staleTime: Infinity,
    retry: false,
  });
  const target = agentLink(isAuthenticated, session, needsAddress ? address.data?.url : null);
  if (!target) return null;
  return (
    <li>
      {target.external ? (
        <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
          {AGENT_SITE_LABEL}
          <ExternalIcon className={iconClassName} />
          <span className="sr-only">{NEW_WINDOW_NOTE}</span>
        </a>
      ) : (
        <Link to={target.href} className={className}>
          {AGENT_SITE_LABEL}
        </Link>
      )}
    </li>
  );
}
