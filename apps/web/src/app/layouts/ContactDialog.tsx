import { Dialog } from '@/components/ui/Dialog';
import { CUSTOMER_CENTER } from '@/lib/site-config';
import styles from './FloatingButtons.module.css';

/** The customer-centre card opened by the floating '문의하기' button. */
export default function ContactDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="고객센터 문의" size="small">
      <div className={styles.contact}>
        <p>이용 중 궁금한 점은 고객센터로 문의해주세요.</p>
        <p className={styles.contactPhone}>
          <a href={CUSTOMER_CENTER.tel}>{CUSTOMER_CENTER.phone}</a>
        </p>
        <ul className={styles.contactHours}>
          <li>{CUSTOMER_CENTER.hours}</li>
          <li>{CUSTOMER_CENTER.lunch}</li>
          <li>{CUSTOMER_CENTER.closed}</li>
        </ul>
      </div>
    </Dialog>
  );
}
