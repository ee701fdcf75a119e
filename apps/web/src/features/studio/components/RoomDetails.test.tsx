import type { Room } from '@onfan/contracts/studio';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { RoomDetails } from './RoomDetails';

const room: Room = {
  roomId: 7,
  studoId: 1,
  spaceId: null,
  studoNm: '온판 스튜디오',
  roomNm: '라이브룸',
  roomOnelineIntro: '',
  roomDtlIntro: '',
  roomEsntlNtc: '',
  operBgngHhmm: '1000',
  operEndHhmm: '1600',
  wekendOperYn: 'N',
  holdyOperYn: 'N',
  maxRsvtUsrCnt: 4,
  rsvtImpssBgngHhmm: null,
  rsvtImpssEndHhmm: null,
  useFee: 0,
  roomEquCn: '조명 3대, 삼각대 2개,  무선 마이크 ',
  maxRsvtHr: 2,
  roomImgs: [],
};

afterEach(cleanup);

describe('RoomDetails', () => {
  it('shows the rooms desk’s hour limit and each listed piece of equipment', () => {
    render(<RoomDetails room={room} />);
    expect(screen.getByText('한 번에 예약').nextElementSibling).toHaveTextContent('최대 2시간 연속');
    const equipment = screen.getByText('장비').nextElementSibling as HTMLElement;
    expect(
      within(equipment)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['조명 3대', '삼각대 2개', '무선 마이크']);
  });

  it('leaves the equipment out when none is listed', () => {
    render(<RoomDetails room={{ ...room, roomEquCn: '' }} />);
    expect(screen.queryByText('장비')).toBeNull();
  });
});
