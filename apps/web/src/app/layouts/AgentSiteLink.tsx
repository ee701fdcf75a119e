import { Link } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { NEW_WINDOW_NOTE } from '../site-config';
import { ExternalIcon } from './icons';
import { agentLink } from './navigation';

export const AGENT_SITE_LABEL = '에이전트 사이트';

/** The sibling agent site link; opening another site says so. */
export function AgentSiteLink({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const { isAuthenticated, session } = useSession();
  const target = agentLink(isAuthenticated, session);
  if (!target.external) {
    return (
      <Link to={target.href} className={className}>
        {AGENT_SITE_LABEL}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
      {AGENT_SITE_LABEL}
      <ExternalIcon className={iconClassName} />
      <span className="sr-only">{NEW_WINDOW_NOTE}</span>
    </a>
  );
}
