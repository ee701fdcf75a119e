import { AUTH_MESSAGES, type CurrentSession, profileBodySchema } from '@onfan/contracts/auth';
import { formatBrno } from '@onfan/contracts/format';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { useUpdateProfile, useUploadProfileImage } from '../auth-api';
import { showIssues } from '../auth-errors';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import styles from './auth-components.module.css';

/**
 * The profile edit modal: nickname, image (uploaded first, common/mypage/upload/rprs), phones, e-mail and — for
 * business members — the company fields with the company check (editing any of them resets it).
 */
export function ProfileDialog({
  isOpen,
  me,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  me: CurrentSession;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  return isOpen ? <ProfileForm me={me} onClose={onClose} onSaved={onSaved} /> : null;
}

function ProfileForm({
  me,
  onClose,
  onSaved,
}: {
  me: CurrentSession;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const uploadImage = useUploadProfileImage({ onDone: (result) => setProfileImg(result.filePath) });
  const updateProfile = useUpdateProfile({
    onDone: async () => {
      await onSaved();
      onClose();
    },
  });
  const [nickNm, setNickNm] = useState(me.nickNm ?? '');
  const [profileImg, setProfileImg] = useState(me.profileImg ?? '');
  const [telNo, setTelNo] = useState(me.telNo ?? '');
  const [userEmail, setUserEmail] = useState(me.userEmail ?? '');
  const hasCompany = Boolean(me.prtlBrno);
  const [company, setCompany] = useState<CompanyValues>({
    brno: formatBrno(me.prtlBrno ?? ''),
    openDay: me.openDay ?? '',
    ceoNm: me.ceoNm ?? '',
    compNm: me.compNm ?? '',
  });
  const [companyEdited, setCompanyEdited] = useState(false);
  const [verified, setVerified] = useState(true);

  const upload = (file: File | undefined) => (file ? uploadImage.run(file) : undefined);
  const save = async () => {
    const body = {
      nickNm,
      profileImg,
      telNo,
      userEmail,
      ...(hasCompany && companyEdited
        ? {
            prtlBrno: company.brno,
            openDay: company.openDay,
            ceoNm: company.ceoNm,
            compNm: company.compNm,
            isCompCheck: verified ? ('Y' as const) : ('N' as const),
          }
        : {}),
    };
    const parsed = profileBodySchema.safeParse(body);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    if (hasCompany && companyEdited && !verified) {
      await modal.alert(AUTH_MESSAGES.compFail);
      return;
    }
    await updateProfile.run(body);
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="프로필 수정"
      size="large"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            취소
          </Button>
          <Button onPress={() => void save()} isPending={updateProfile.isPending || uploadImage.isPending}>
            저장
          </Button>
        </div>
      }
    >
      <div className={styles.form}>
        <div className={styles.avatarRow}>
          {profileImg ? (
            <img src={profileImg} alt="선택한 프로필 이미지" className={styles.avatar} />
          ) : (
            <span className={styles.avatar} aria-hidden="true" />
          )}
          <label className={styles.fileLabel}>
            이미지 선택
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className={styles.fileInput}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
          {profileImg ? (
            <Button variant="text" onPress={() => setProfileImg('')}>
              이미지 삭제
            </Button>
          ) : null}
        </div>
        <TextField label="닉네임" name="nickNm" value={nickNm} onChange={setNickNm} maxLength={20} showCounter />
        <div className={styles.grid}>
          <TextField label="휴대폰번호" name="mblNo" type="tel" value={me.mblNo ?? ''} isReadOnly />
          <TextField label="일반전화" name="telNo" type="tel" value={telNo} onChange={setTelNo} maxLength={13} />
        </div>
        <TextField label="이메일" name="userEmail" type="email" value={userEmail} onChange={setUserEmail} isRequired />
        {hasCompany ? (
          <CompanyFields
            values={company}
            verified={verified}
            onVerified={setVerified}
            onEdit={(name, value) => {
              setCompany((c) => ({ ...c, [name]: value }));
              setCompanyEdited(true);
              setVerified(false);
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
