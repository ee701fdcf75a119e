import type { CaptionCue } from '@onfan/contracts/broadcast-media.admin';
import { BROADCAST_MEDIA_MESSAGES as M } from '@onfan/contracts/broadcast-media.admin';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { CaptionCueEditor, localCueErrors, nextCue } from './CaptionCueEditor';

afterEach(cleanup);

function Harness({ initial, seen }: { initial: CaptionCue[]; seen: (cues: CaptionCue[]) => void }) {
  const [cues, setCues] = useState(initial);
  const errors = localCueErrors(cues);
  return (
    <CaptionCueEditor
      cues={cues}
      onChange={(next) => {
        setCues(next);
        seen(next);
      }}
      errorOf={(f) => errors[f] ?? null}
    />
  );
}

const two: CaptionCue[] = [
  { start: '00:00:00.000', end: '00:00:02.000', text: '첫 자막' },
  { start: '00:00:02.000', end: '00:00:04.500', text: '둘째 자막' },
];

describe('the caption cue editor', () => {
  it('labels every field, adds a cue after the last and removes one by its button', async () => {
    let seen: CaptionCue[] = two;
    render(<Harness initial={two} seen={(c) => (seen = c)} />);
    expect(screen.getAllByRole('textbox', { name: /시작/ })).toHaveLength(2);
    expect(screen.getAllByRole('textbox', { name: /끝/ })).toHaveLength(2);
    expect(screen.getAllByRole('textbox', { name: /내용/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: '자막 추가' }));
    expect(seen[2]).toEqual({ start: '00:00:04.500', end: '00:00:06.500', text: '' });
    // A new cue has no text yet: its message stands beside its field.
    expect(screen.getByText(M.textRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1번 자막 삭제' }));
    expect(seen.map((c) => c.text)).toEqual(['둘째 자막', '']);
  });

  it('shows an end before its start and a cue out of order at their fields', async () => {
    render(<Harness initial={two} seen={() => undefined} />);
    const ends = screen.getAllByRole('textbox', { name: /끝/ });
    await userEvent.clear(ends[0]!);
    await userEvent.type(ends[0]!, '00:00:00.000');
    expect(screen.getByText(M.endAfterStart)).toBeInTheDocument();
    const starts = screen.getAllByRole('textbox', { name: /시작/ });
    await userEvent.clear(starts[1]!);
    await userEvent.type(starts[1]!, '1:2');
    expect(screen.getByText(M.timeInvalid)).toBeInTheDocument();
  });

  it('checks cues as the server does', () => {
    expect(localCueErrors(two)).toEqual({});
    expect(
      localCueErrors([
        { start: '00:00:05.000', end: '00:00:06.000', text: '가' },
        { start: '00:00:01.000', end: '00:00:01.000', text: ' ' },
      ]),
    ).toEqual({ 'cues.1.start': M.outOfOrder, 'cues.1.end': M.endAfterStart, 'cues.1.text': M.textRequired });
    expect(nextCue([])).toEqual({ start: '00:00:00.000', end: '00:00:02.000', text: '' });
  });
});
