import { communityAdminEndpoints, type Suspension } from '@onfan/contracts/community.admin';
import { businessCommunityEndpoints } from '@onfan/contracts/business-community';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_TEXT } from '@/components/ui/ListPage';
import { MY_SUSPENSION_TEXT } from '@/features/community/components/MySuspensionNotice';
import { render } from '@/test/render';
import { findSection } from '../mypage-sections';
import CommunityActivitySection from './CommunityActivitySection';

const callMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/endpoint-client', () => ({ call: callMock }));

const SUSPENSION: Omit<Suspension, 'oprNm'> = {
  sspnsnId: 3,
  userId: 7,
  bgngDt: '2026-12-04T10:00:00+09:00',
  endDt: '2026-12-11T10:00:00+09:00',
  rsn: '같은 광고 글을 반복해서 올렸습니다.',
  liftDt: null,
  liftRsn: null,
  active: true,
};

function answer(current: typeof SUSPENSION | null | Error, comments: 'none' | 'failed' = 'none') {
  callMock.mockImplementation((spec: unknown) => {
    if (spec === communityAdminEndpoints.mine) {
      return current instanceof Error ? Promise.reject(current) : Promise.resolve({ current });
    }
    if (spec === businessCommunityEndpoints.myCmntList) {
      return comments === 'failed'
        ? Promise.reject(new Error('503'))
        : Promise.resolve({ items: [], totalCount: 0, pageNo: 1, pageSize: 10 });
    }
    return new Promise(() => undefined);
  });
}

beforeEach(() => {
  callMock.mockReset();
});
afterEach(cleanup);

describe('my page › 커뮤니티 댓글: a posting suspension in force', () => {
  it('is the section the my page lists for community activity', async () => {
    const section = findSection('mypage', 'scommunity');
    expect(section?.title).toBe('커뮤니티 댓글');
    expect((await section!.load()).default).toBe(CommunityActivitySection);
  });

  it('shows the end date and the reason of the suspension in force', async () => {
    answer(SUSPENSION);
    render(<CommunityActivitySection />, { route: '/mypage/scommunity' });
    const notice = await screen.findByRole('region', { name: MY_SUSPENSION_TEXT.title });
    const facts = within(notice);
    expect(facts.getByText('2026.12.11 10:00')).toHaveAttribute('datetime', SUSPENSION.endDt);
    expect(facts.getByText(SUSPENSION.rsn)).toBeInTheDocument();
    expect(await screen.findByText('작성한 커뮤니티 댓글이 없습니다.')).toBeInTheDocument();
  });

  it('says a suspension until lifted has no end date', async () => {
    answer({ ...SUSPENSION, endDt: null });
    render(<CommunityActivitySection />, { route: '/mypage/scommunity' });
    const notice = await screen.findByRole('region', { name: MY_SUSPENSION_TEXT.title });
    expect(within(notice).getByText(MY_SUSPENSION_TEXT.untilLifted)).toBeInTheDocument();
  });

  it('shows nothing of a suspension when none holds, only the comments', async () => {
    answer(null);
    render(<CommunityActivitySection />, { route: '/mypage/scommunity' });
    expect(await screen.findByText('작성한 커뮤니티 댓글이 없습니다.')).toBeInTheDocument();
    await vi.waitFor(() => expect(callMock).toHaveBeenCalledWith(communityAdminEndpoints.mine));
    expect(screen.queryByRole('region', { name: MY_SUSPENSION_TEXT.title })).not.toBeInTheDocument();
  });

  it('says the comments failed to load, not that the member wrote none', async () => {
    answer(null, 'failed');
    render(<CommunityActivitySection />, { route: '/mypage/scommunity' });
    expect(await screen.findByText(LIST_TEXT.failed)).toBeInTheDocument();
    expect(screen.queryByText('작성한 커뮤니티 댓글이 없습니다.')).not.toBeInTheDocument();
  });

  it('says so in Korean when the suspension cannot be read', async () => {
    answer(new Error('network'));
    render(<CommunityActivitySection />, { route: '/mypage/scommunity' });
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_SUSPENSION_TEXT.failed);
  });
});
