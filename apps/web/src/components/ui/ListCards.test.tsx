import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ListCard } from './ListCards';

afterEach(cleanup);

const card = (image?: Parameters<typeof ListCard>[0]['image']) =>
  render(
    <ul>
      <ListCard
        {...(image ? { image } : {})}
        badges={<span>모집중</span>}
        category="농산물"
        href="/campaign/view?matchCampnId=1"
        title="햇사과 캠페인"
      >
        <p>모집기간 2026.01.01 ~ 2026.01.31</p>
      </ListCard>
    </ul>,
    { route: '/campaign' },
  ).container;

describe('ListCard', () => {
  it('links its title to the item and shows its badges, category and own lines', () => {
    const item = card().querySelector('li');
    expect(screen.getByRole('link', { name: '햇사과 캠페인' })).toHaveAttribute(
      'href',
      '/campaign/view?matchCampnId=1',
    );
    expect(item).toHaveTextContent('모집중농산물햇사과 캠페인모집기간 2026.01.01 ~ 2026.01.31');
  });

  it('draws a decorative picture with its size, a placeholder without a source, nothing when left out', () => {
    const img = card({ src: '/files/a.png', width: 660, height: 440 }).querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '660');
    expect(img).toHaveAttribute('loading', 'lazy');
    cleanup();
    const placeholder = card({ src: null });
    expect(placeholder.querySelector('img')).toBeNull();
    expect(placeholder.querySelector('li > span')).toHaveAttribute('aria-hidden', 'true');
    cleanup();
    const none = card();
    expect(none.querySelector('img, li > span')).toBeNull();
  });

  it('names a picture that says more than the title', () => {
    const img = card({ src: '/files/apple.png', alt: '부사 사과 5kg 한 상자' }).querySelector('img');
    expect(img).toHaveAttribute('alt', '부사 사과 5kg 한 상자');
  });
});
