import { AUTH_MESSAGES, type CurrentSession, profileBodySchema, regionOptions } from '@onfan/contracts/auth';
import { formatBrno } from '@onfan/contracts/format';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { modal } from '@/lib/modal/modal-service';
import { isApiError, useUpdateProfile, useUploadProfileImage } from '../auth-api';
import { showIssues } from '../auth-errors';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import styles from './auth-components.module.css';

export const REGION_TEXT = {
  label: '활동 지역(시·도)',
  none: '선택 안 함',
  hint: '지역 지원사업·행사 안내를 보낼 때 씁니다. 고르지 않으면 지역을 정해 보내는 안내는 받지 않습니다.',
} as const;

/** "선택 안 함" and the 17 시·도 of the contracts' one list. */
const REGION_OPTIONS = regionOptions(REGION_TEXT.none);

/**
 * The profile edit modal: nickname, image (uploaded first, common/mypage/upload/rprs), phones, e-mail, 활동 지역 and —
 * for business members — the company fields with the company check (editing any of them resets it). The server's
 * field messages are shown beside their fields; what was typed stays.
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
  // The server's message about the region, shown at the select (the refusal's alert is shown too).
  const [rgnError, setRgnError] = useState<string | null>(null);
  const updateProfile = useUpdateProfile({
    handleRefusal: (error) => {
      setRgnError((isApiError(error) && error.errors?.find((e) => e.field === 'rgnCd')?.message) || null);
      return false;
    },
    onDone: async () => {
      await onSaved();
      onClose();
    },
  });
  const [nickNm, setNickNm] = useState(me.nickNm ?? '');
  const [profileImg, setProfileImg] = useState(me.profileImg ?? '');
  const [telNo, setTelNo] = useState(me.telNo ?? '');
  const [userEmail, setUserEmail] = useState(me.userEmail ?? '');
  const [rgnCd, setRgnCd] = useState<string>(me.rgnCd ?? '');
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
      rgnCd,
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
    setRgnError(null);
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
        <Select
          label={REGION_TEXT.label}
          name="rgnCd"
          options={REGION_OPTIONS}
          value={rgnCd}
          onChange={(v) => {
            setRgnCd(v ?? '');
            setRgnError(null);
          }}
          description={REGION_TEXT.hint}
          errorMessage={rgnError}
        />
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
