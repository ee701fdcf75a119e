import { VideoPlayer } from '@/features/broadcast/components/VideoPlayer';
import { LessonView } from '@/features/education/components/LessonView';

/** A lesson: video lessons play their recorded broadcast in the broadcasts' player (with its Korean captions). */
export default function EducationLessonPage() {
  return (
    <LessonView
      player={(v) => <VideoPlayer src={v.mediaUrl} poster={v.posterUrl} captions={v.captionUrl} title={v.brcTit} />}
    />
  );
}
