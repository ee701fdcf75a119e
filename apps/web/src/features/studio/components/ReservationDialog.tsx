import type { Room } from '@onfan/contracts/studio';
import { Dialog } from '@/components/ui/Dialog';
import type { BookingApi } from '../studio-api';
import type { BookingSelection } from './RoomBooking';
import { ReservationForm } from './ReservationForm';

export const RESERVATION_DIALOG_TITLE = '스튜디오 예약 신청';

/** The studio reservation modal (roomId, roomName, date, image) holding the reservation form. */
export function ReservationDialog({
  booking,
  room,
  selection,
  onClose,
  onDone,
}: {
  booking: BookingApi;
  room: Room;
  selection: BookingSelection | null;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Dialog
      isOpen={selection !== null}
      onClose={onClose}
      title={RESERVATION_DIALOG_TITLE}
      size="large"
      isDismissable={false}
    >
      {selection ? (
        <ReservationForm booking={booking} room={room} selection={selection} onDone={onDone} onCancel={onClose} />
      ) : null}
    </Dialog>
  );
}
