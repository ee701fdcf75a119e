import type { Certificate } from '@onfan/contracts/auth-certificate';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { certificateQuery, useCertificateFileDownload, useUploadCertificate } from '@/features/auth/auth-api';
import { useSession } from '@/lib/session/session-context';
import { modal } from '@/lib/modal/modal-service';
import styles from './section.module.css';
import { Form } from '@/components/ui/Form';

const STATUS_BADGE: Record<Certificate['status'], 'gray' | 'warning' | 'success' | 'danger'> = {
  미제출: 'gray',
  미확인: 'warning',
  승인: 'success',
  반려: 'danger',
};
const STATUS_TEXT: Record<Certificate['status'], string> = {
  미제출: '등록된 소상공인 확인서가 없습니다. 스튜디오를 예약하려면 확인서를 먼저 등록해주세요.',
  미확인: '확인서를 접수했습니다. 운영자가 확인하면 결과를 알려드립니다.',
  승인: '확인서가 승인되었습니다. 스튜디오 예약을 이용할 수 있습니다.',
  반려: '확인서가 반려되었습니다. 사유를 확인하고 다시 등록해주세요.',
};

function dotted(iso: string | null): string {
  return iso ? iso.slice(0, 10).replaceAll('-', '.') : '-';
}

/** mypage2/selfdx: the small-business certificate upload and its status (미확인 until an operator decides). */
export default function SelfdxSection() {
  const query = useQuery(certificateQuery());
  const upload = useUploadCertificate();
  const download = useCertificateFileDownload();
  const { session } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const submit = async () => {
    if (upload.isPending) return;
    if (!file) {
      await modal.alert('소상공인 확인서 파일을 선택해주세요.');
      return;
    }
    if (await upload.run(file)) setFile(null);
  };
  const cert = query.data;
  return (
    <section className={styles.section} aria-labelledby="selfdx-title">
      <div>
        <h1 id="selfdx-title" className={styles.title}>
          소상공인 확인서 등록
        </h1>
        <p className={styles.lead}>
          소상공인확인서(중소벤처기업부 발급)를 등록해주세요. 라이브 스튜디오 예약은 확인서가 승인된 회원만 이용할 수
          있습니다.
        </p>
      </div>
      <section className={styles.card} aria-labelledby="selfdx-status">
        <h2 id="selfdx-status" className={styles.cardTitle}>
          확인 상태
        </h2>
        {cert ? (
          <>
            <div className={styles.status}>
              <Badge variant={STATUS_BADGE[cert.status]}>{cert.status}</Badge>
              <span>{STATUS_TEXT[cert.status]}</span>
            </div>
            {cert.status !== '미제출' ? (
              <dl className={styles.dl}>
                <dt>등록한 파일</dt>
                <dd>
                  {cert.bzmnCnfmDocNm ?? '-'}{' '}
                  {session && cert.fileId ? (
                    <Button
                      size="small"
                      variant="secondary"
                      onPress={() =>
                        void download.run({ userId: session.userId, fileNm: cert.bzmnCnfmDocNm ?? '소상공인확인서' })
                      }
                    >
                      내려받기
                    </Button>
                  ) : null}
                </dd>
                <dt>등록일</dt>
                <dd>{dotted(cert.submittedAt)}</dd>
                <dt>처리일</dt>
                <dd>{dotted(cert.decidedAt)}</dd>
                {cert.rjctRsn ? (
                  <>
                    <dt>반려 사유</dt>
                    <dd>{cert.rjctRsn}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
          </>
        ) : (
          <Spinner />
        )}
      </section>
      {cert && cert.status !== '승인' && cert.status !== '미확인' ? (
        <Form className={styles.card} aria-labelledby="selfdx-upload" onSubmit={() => void submit()}>
          <h2 id="selfdx-upload" className={styles.cardTitle}>
            확인서 파일 등록
          </h2>
          <div className={styles.form}>
            <label className={styles.fileField}>
              <span className={styles.fileFieldLabel}>확인서 파일 (PDF 또는 이미지, 10MB 이하)</span>
              <input
                type="file"
                name="uploadFile"
                accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            <div className={styles.actions}>
              <Button type="submit" isPending={upload.isPending}>
                등록
              </Button>
            </div>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
