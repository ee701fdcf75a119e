import { useParams } from 'react-router';
import { LiveChat } from '@/features/broadcast/chat/LiveChat';
import { LiveView } from '@/features/broadcast/components/LiveView';

export default function LiveViewPage() {
  const brcInfoNo = Number(useParams().brcInfoNo);
  return brcInfoNo > 0 ? <LiveView chat={<LiveChat key={brcInfoNo} brcInfoNo={brcInfoNo} />} /> : <LiveView />;
}
