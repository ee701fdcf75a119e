import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session/session-types';
import { render } from '@/test/render';
import { agentSiteQueryKey } from './AgentSiteLink';
import { SiteHeader } from './SiteHeader';

const state = vi.hoisted(() => ({
  session: null as Session | null,
  agentUrl: null as string | null,
  asked: 0,
}));

vi.mock('@/lib/session/session-context', () => ({
  useSession: () => ({
    session: state.session,
    isAuthenticated: state.session !== null,
    status: state.session ? 'authenticated' : 'anonymous',
    logout: vi.fn(),
  }),
}));
vi.mock('@/lib/session/session-api', () => ({
  fetchAgentSiteLink: () => {
    state.asked += 1;
    return Promise.resolve({ loggedIn: true, userPattnCd: '200', target: 'AGENT_HOME', url: state.agentUrl });
  },
}));
vi.mock('../hooks/unread-messages', () => ({ useUnreadMessageCount: () => 0 }));
vi.mock('../hooks/notification-count', () => ({ useNotificationCount: () => 0 }));

const member = (userPattnCd: Session['userPattnCd']) => ({ userId: 7, userPattnCd, lgnId: 'shopowner' }) as Session;

function header() {
  return render(<SiteHeader menuOpen={false} menuId="menu" onOpenMenu={() => undefined} />, { route: '/' });
}

describe("the header's agent-site link", () => {
  beforeEach(() => {
    state.session = null;
    state.agentUrl = null;
    state.asked = 0;
  });

  it('is not shown to a member while the portal has no agent site address', async () => {
    state.session = member('200');
    const { queryClient } = header();
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
    // The server's answer (no address) has arrived, and still no link.
    await waitFor(() => expect(queryClient.getQueryState(agentSiteQueryKey(7))?.status).toBe('success'));
    expect(state.asked).toBe(1);
    expect(screen.queryByRole('link', { name: /에이전트 사이트/ })).toBeNull();
  });

  it("sends a member to the configured agent site's address, in a new window", async () => {
    state.session = member('300');
    state.agentUrl = 'https://agent.onfan.go.kr/home';
    header();
    const link = await screen.findByRole('link', { name: /에이전트 사이트/ });
    expect(link).toHaveAttribute('href', 'https://agent.onfan.go.kr/home');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('(새 창)');
  });

  it('sends visitors to login and single-sign-on members to SSO login, without asking for the address', async () => {
    header();
    expect(screen.getByRole('link', { name: '에이전트 사이트' })).toHaveAttribute('href', '/login');
    state.session = member('400');
    const { unmount } = header();
    expect(screen.getAllByRole('link', { name: '에이전트 사이트' })[1]).toHaveAttribute('href', '/login?sso=1');
    unmount();
    expect(state.asked).toBe(0);
  });
});
