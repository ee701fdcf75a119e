import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreFacts } from './StoreFacts';

describe('StoreFacts', () => {
  it('lists the address, the hours and a telephone link that dials the number without dashes', () => {
    render(
      <StoreFacts store={{ addr: '서울특별시 종로구 종로 1', oprHr: '10:00~19:00 (월 휴무)', telno: '02-123-4567' }} />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const details = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['주소', '운영 시간', '전화']);
    expect(details).toEqual(['서울특별시 종로구 종로 1', '10:00~19:00 (월 휴무)', '02-123-4567']);
    expect(screen.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');
  });
});
