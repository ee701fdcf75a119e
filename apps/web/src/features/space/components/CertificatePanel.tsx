import { STUDIO_MESSAGES } from '@onfan/contracts/studio';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { modal } from '@/lib/modal/modal-service';
import { certificateQuery, useUploadCertificate } from '../space-api';
import styles from './space.module.css';

export const CERT_TEXT = {
  title: '소상공인 확인서',
  approved: '소상공인 확인서가 승인되어 예약을 신청할 수 있습니다.',
  file: '확인서 파일 (이미지 또는 PDF)',
  upload: '확인서 제출',
  choose: '제출할 파일을 선택해주세요.',
  rejected: (reason: string | null) => `확인서가 반려되었습니다.${reason ? ` 사유: ${reason}` : ''} 다시 제출해주세요.`,
} as const;

/** The certificate state of the space flow, with an upload through reservation/idnty when it is not accepted yet. */
export function CertificatePanel() {
  const cert = useQuery(certificateQuery());
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadCertificate(() => setFile(null));
  const inputId = useId();
  if (!cert.data) return null;
  const status = cert.data.status;
  if (status === '승인')
    return (
      <p className={styles.ok}>
        <Badge variant="success">승인</Badge> {CERT_TEXT.approved}
      </p>
    );
  const message =
    status === '미확인'
      ? STUDIO_MESSAGES.certificatePending
      : status === '반려'
        ? CERT_TEXT.rejected(cert.data.rjctRsn)
        : STUDIO_MESSAGES.certificateRequired;
  const submit = async () => {
    if (!file) await modal.alert(CERT_TEXT.choose);
    else await upload.run(file);
  };
  return (
    <section className={styles.panel} aria-labelledby="cert-panel-title">
      <h2 id="cert-panel-title" className={styles.panelTitle}>
        {CERT_TEXT.title} <Badge variant={status === '미확인' ? 'warning' : 'danger'}>{status}</Badge>
      </h2>
      <p className={styles.panelLead}>{message}</p>
      {status !== '미확인' ? (
        <div className={styles.panelActions}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            {CERT_TEXT.file}
          </label>
          <input
            id={inputId}
            type="file"
            name="uploadFile"
            accept="image/*,application/pdf"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button variant="secondary" onPress={() => void submit()} isPending={upload.isPending}>
            {CERT_TEXT.upload}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
