import { ReplayChat } from '@/features/broadcast/chat/ReplayChat';
import { VodView } from '@/features/broadcast/components/VodView';

const replayChat = (brcInfoNo: number, seconds: number | null) => (
  <ReplayChat brcInfoNo={brcInfoNo} seconds={seconds} />
);

export default function LiveVodPage() {
  return <VodView live chat={replayChat} />;
}
