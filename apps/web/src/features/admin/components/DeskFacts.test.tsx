import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { DeskFacts } from './DeskFacts';

afterEach(cleanup);

describe('DeskFacts', () => {
  it('lists each fact as a term and its value, an empty value as -', () => {
    render(
      <DeskFacts
        rows={[
          ['접수 상태', '접수 중'],
          ['주관 기관', ''],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['접수 상태', '주관 기관']);
    expect(values).toEqual(['접수 중', '-']);
  });
});
