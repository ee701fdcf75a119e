import { MESSAGE_RELATED } from '@onfan/contracts/message';
import { FootholdDetailView } from '@/features/foothold/components/FootholdDetailView';
import { ContactButton } from '@/features/message/components/ContactButton';

/** A creator's foothold with its contact button (a message about this foothold, rltdTblNo 3). */
export default function FootholdViewPage() {
  return (
    <FootholdDetailView
      actions={(f) =>
        f.mine ? null : (
          <ContactButton
            target={{
              rcvrUserId: f.userId,
              rcvrNm: f.nickNm ?? f.fthldNm,
              rltdTblNo: MESSAGE_RELATED.foothold,
              rltdTblKey: String(f.ctrFthldId),
            }}
          />
        )
      }
    />
  );
}
