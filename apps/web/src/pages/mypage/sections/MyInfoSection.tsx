import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, type CurrentSession, REGION_NAMES } from '@onfan/contracts/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/features/auth/components/ButtonLink';
import { Checkbox } from '@/components/ui/Checkbox';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { authKeys, myAccountQuery, useSetMarketing, useSetNightAd, useUpdateMyInfo } from '@/features/auth/auth-api';
import { fieldError, showFormErrors } from '@/features/auth/auth-errors';
import { type MyInfoFormInput, myInfoFormSchema } from '@/features/auth/auth-forms';
import { CreatorDialog } from '@/features/auth/components/CreatorDialog';
import { PasswordField } from '@/components/ui/PasswordField';
import { ProfileDialog, REGION_TEXT } from '@/features/auth/components/ProfileDialog';
import { ReTermsDialog } from '@/features/auth/components/ReTermsDialog';
import { isMyInfoVerified } from '@/features/auth/myinfo-verified';
import { modal } from '@/lib/modal/modal-service';
import { useSession } from '@/lib/session/session-context';
import { formatBrno } from '@onfan/contracts/format';
import styles from './section.module.css';
import { FormPasswordField, FormRadioGroup, FormTextField } from '@/components/form/form-fields';

const PATTERN_NAME: Record<string, string> = {
  '100': '운영자',
  '200': '소상공인 회원',
  '300': '크리에이터 회원',
  '400': '통합회원',
};

/** mypage2/myinfo: my account, profile, marketing consent, creator change, membership conversion. */
export default function MyInfoSection() {
  const verified = isMyInfoVerified();
  const query = useQuery(myAccountQuery(verified));
  if (!verified) return <Navigate to="/mypage2/myinfo-password" replace />;
  if (!query.data) return <Spinner />;
  return <MyInfo me={query.data} />;
}

function MyInfo({ me }: { me: CurrentSession }) {
  const queryClient = useQueryClient();
  const { reload } = useSession();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const [creatorOpen, setCreatorOpen] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.myAccount });
    await reload();
  };
  const general = me.userPattnCd === '200' && !me.prtlBrno;
  const canCreator = me.userPattnCd === '200' || me.userPattnCd === '300';
  return (
    <section className={styles.section} aria-labelledby="myinfo-title">
      <div>
        <h1 id="myinfo-title" className={styles.title}>
          내 정보
        </h1>
        <p className={styles.lead}>회원 정보와 프로필, 수신 동의 여부를 관리합니다.</p>
      </div>

      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.cardTitle}>
          프로필
        </h2>
        <div className={styles.profile}>
          {me.profileImg ? (
            <img src={me.profileImg} alt="프로필 이미지" className={styles.avatar} />
          ) : (
            <span className={styles.avatar} aria-hidden="true" />
          )}
          <dl className={styles.dl}>
            <dt>닉네임</dt>
            <dd>{me.nickNm ?? '등록된 닉네임이 없습니다.'}</dd>
            <dt>회원 유형</dt>
            <dd>{PATTERN_NAME[me.userPattnCd] ?? '회원'}</dd>
            <dt>{REGION_TEXT.label}</dt>
            <dd>{me.rgnCd ? REGION_NAMES[me.rgnCd] : REGION_TEXT.none}</dd>
            {me.prtlBrno ? (
              <>
                <dt>사업자 정보</dt>
                <dd>
                  {me.compNm} ({formatBrno(me.prtlBrno)}) · 대표 {me.ceoNm}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setProfileOpen(true)}>
            프로필 수정
          </Button>
          {canCreator ? (
            <Button variant="secondary" onPress={() => setCreatorOpen(true)}>
              {me.userPattnCd === '300' ? '크리에이터 정보 수정' : '크리에이터로 전환'}
            </Button>
          ) : null}
          {general ? (
            <Button
              variant="secondary"
              onPress={() => {
                if (me.reTermsAgreYn === 'Y') void navigate('/convert-membership');
                else setTermsOpen(true);
              }}
            >
              통합 사업자회원 전환
            </Button>
          ) : null}
        </div>
      </section>

      <AccountForm me={me} onSaved={refresh} />
      <MarketingToggle key={me.mktAgreYn} me={me} onSaved={refresh} />

      <section className={styles.card} aria-labelledby="leave-title">
        <h2 id="leave-title" className={styles.cardTitle}>
          회원 탈퇴
        </h2>
        <p className={styles.hint}>탈퇴하면 회원 정보가 삭제되며 되돌릴 수 없습니다.</p>
        <div className={styles.actions}>
          <ButtonLink href="/mypage2/withdrawal" variant="tertiary">
            회원 탈퇴
          </ButtonLink>
        </div>
      </section>

      <ProfileDialog isOpen={profileOpen} me={me} onClose={() => setProfileOpen(false)} onSaved={refresh} />
      <CreatorDialog
        isOpen={creatorOpen}
        pattern={me.userPattnCd}
        onClose={() => setCreatorOpen(false)}
        onSaved={async () => {
          setCreatorOpen(false);
          await refresh();
        }}
      />
      <ReTermsDialog
        isOpen={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAgreed={() => {
          setTermsOpen(false);
          void refresh().then(() => navigate('/convert-membership'));
        }}
      />
    </section>
  );
}

function AccountForm({ me, onSaved }: { me: CurrentSession; onSaved: () => Promise<void> }) {
  // Sent before the page's scripts take over, the form posts back to its own page (issue 33), never a GET.
  const { pathname: postAction } = useLocation();
  const form = useForm<MyInfoFormInput>({
    resolver: zodResolver(myInfoFormSchema),
    mode: 'onChange',
    defaultValues: {
      currentPasswd: '',
      newPasswd: '',
      newPasswdConfirm: '',
      userEmail: me.userEmail ?? '',
      mblNo: me.mblNo ?? '',
      felrgEduTknlcrsAplyYn: me.felrgEduTknlcrsAplyYn,
    },
  });
  const [telNo, setTelNo] = useState(me.telNo ?? '');
  const { errors } = form.formState;
  const update = useUpdateMyInfo({ success: AUTH_MESSAGES.myInfoOk });
  const save = async (v: MyInfoFormInput) => {
    const saved = await update.run({
      currentPasswd: v.currentPasswd,
      ...(v.newPasswd ? { newPasswd: v.newPasswd, newPasswdConfirm: v.newPasswdConfirm } : {}),
      userEmail: v.userEmail,
      telNo,
      ...(me.userPattnCd === '200' ? { felrgEduTknlcrsAplyYn: v.felrgEduTknlcrsAplyYn } : {}),
    });
    if (!saved) return;
    form.reset({ ...v, currentPasswd: '', newPasswd: '', newPasswdConfirm: '' });
    await onSaved();
  };
  return (
    <form
      method="post"
      action={postAction}
      className={styles.card}
      noValidate
      aria-labelledby="account-title"
      onSubmit={(e) => void form.handleSubmit(save, showFormErrors)(e)}
    >
      <h2 id="account-title" className={styles.cardTitle}>
        회원 정보 수정
      </h2>
      <div className={styles.form}>
        <div className={styles.grid}>
          <TextField label="아이디" name="lgnId" value={me.lgnId} isReadOnly />
          <TextField label="이름" name="userNm" value={me.userNm} isReadOnly />
        </div>
        <FormTextField
          control={form.control}
          name="mblNo"
          label="휴대폰번호"
          type="tel"
          isReadOnly
          isRequired
          description="휴대폰번호는 본인인증 정보로 관리되어 변경할 수 없습니다."
        />
        <TextField
          label="일반전화"
          type="tel"
          name="telNo"
          value={telNo}
          onChange={setTelNo}
          maxLength={13}
          inputMode="tel"
          description="선택 입력 (예: 02-123-4567)"
        />
        <FormTextField
          control={form.control}
          name="userEmail"
          label="이메일"
          type="email"
          autoComplete="email"
          isRequired
        />
        {me.userPattnCd === '200' ? (
          <FormRadioGroup
            control={form.control}
            name="felrgEduTknlcrsAplyYn"
            label="이러닝 정보 제공 동의"
            description="동의하시면 5일 이내에 이러닝 무료 수강 안내를 받을 수 있습니다."
            orientation="horizontal"
            options={[
              { value: 'Y', label: '동의' },
              { value: 'N', label: '동의하지 않음' },
            ]}
          />
        ) : null}
        <Controller
          control={form.control}
          name="currentPasswd"
          render={({ field }) => (
            <PasswordField
              label="현재 비밀번호"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              autoComplete="current-password"
              description="정보를 수정하려면 현재 비밀번호를 입력해주세요."
              errorMessage={form.formState.isSubmitted ? fieldError(errors, 'currentPasswd') : undefined}
            />
          )}
        />
        <div className={styles.grid}>
          <FormPasswordField
            control={form.control}
            name="newPasswd"
            label="새 비밀번호"
            autoComplete="new-password"
            isRequired={false}
            description="변경할 때만 입력 (영문, 숫자, 특수문자 포함 9~20자)"
          />
          <Controller
            control={form.control}
            name="newPasswdConfirm"
            render={({ field }) => (
              <PasswordField
                label="새 비밀번호 확인"
                name={field.name}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  void form.trigger('newPasswdConfirm');
                }}
                autoComplete="new-password"
                isRequired={false}
                errorMessage={fieldError(errors, 'newPasswdConfirm')}
              />
            )}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={update.isPending}>
            정보 수정
          </Button>
        </div>
      </div>
    </form>
  );
}

function MarketingToggle({ me, onSaved }: { me: CurrentSession; onSaved: () => Promise<void> }) {
  const [agreed, setAgreed] = useState(me.mktAgreYn === 'Y');
  const setMarketing = useSetMarketing({
    onDone: onSaved,
    handleRefusal: async (_, answer) => {
      setAgreed(answer !== 'Y');
      await modal.alert(AUTH_MESSAGES.mktFail);
      return true;
    },
  });
  const change = (next: boolean) => {
    setAgreed(next);
    return setMarketing.run(next ? 'Y' : 'N');
  };
  return (
    <section className={styles.card} aria-labelledby="marketing-title">
      <h2 id="marketing-title" className={styles.cardTitle}>
        마케팅 정보 수신
      </h2>
      <p className={styles.hint}>
        이벤트, 교육, 지원사업 소식을 문자메시지와 이메일로 받습니다. 동의하지 않아도 서비스 이용에는 제한이 없습니다.
      </p>
      <Checkbox isSelected={agreed} onChange={(v) => void change(v)} isDisabled={setMarketing.isPending}>
        마케팅 정보 수신 동의
      </Checkbox>
      <NightAdToggle key={`${me.mktAgreYn}${me.nightAdAgreYn}`} me={me} onSaved={onSaved} />
    </section>
  );
}

/**
 * 야간 광고 수신 동의 (정보통신망법 제50조 ③, decision 045): advertising between 21:00 and 08:00 only with this
 * consent, given on top of the marketing consent and withdrawn with it.
 */
function NightAdToggle({ me, onSaved }: { me: CurrentSession; onSaved: () => Promise<void> }) {
  const [agreed, setAgreed] = useState(me.nightAdAgreYn === 'Y');
  const setNightAd = useSetNightAd({
    onDone: onSaved,
    handleRefusal: () => {
      setAgreed(me.nightAdAgreYn === 'Y');
      return false;
    },
  });
  const change = (next: boolean) => {
    setAgreed(next);
    return setNightAd.run(next ? 'Y' : 'N');
  };
  return (
    <>
      <p className={styles.hint}>
        밤 9시부터 아침 8시 사이의 광고성 알림은 야간 수신에 동의한 경우에만 받습니다. 동의하지 않으면 아침 8시에
        받습니다. 마케팅 정보 수신에 동의해야 고를 수 있습니다.
      </p>
      <Checkbox
        isSelected={agreed}
        onChange={(v) => void change(v)}
        isDisabled={setNightAd.isPending || me.mktAgreYn !== 'Y'}
      >
        야간(21시~08시) 광고 수신 동의
      </Checkbox>
    </>
  );
}
