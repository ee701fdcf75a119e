import { zodResolver } from '@hookform/resolvers/zod';
import { type CreatorBody, creatorBodySchema } from '@onfan/contracts/auth-creator';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormRadioGroup, FormSelect, FormTextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import type { UserPattern } from '@onfan/contracts/envelope';
import { codesQuery, creatorQuery, useSaveCreator } from '../auth-api';
import { showFormErrors } from '../auth-errors';
import { openPostcodeSearch } from '../postcode';
import styles from './auth-components.module.css';

type CreatorInput = z.input<typeof creatorBodySchema>;

const EMPTY: CreatorInput = {
  ctrNm: '',
  ctrActvtNm: '',
  ytbChnlUrl: '',
  ytbChnlNm: '',
  ytbChnlCtgrTypCd: '',
  telNo: '',
  mblNo: '',
  ctrEmail: '',
  zipNo: '',
  bscAddr: '',
  dtlAddr: '',
  ctrNote: '',
  gndrCd: '',
};

/**
 * The creator modal: pattern 300 edits its creator information, others convert (spec section 4); the session reloads
 * after success. Required fields and messages come from the contracts; phones are sent without dashes.
 */
export function CreatorDialog({
  isOpen,
  pattern,
  onClose,
  onSaved,
}: {
  isOpen: boolean;
  pattern: UserPattern;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  return isOpen ? <CreatorForm pattern={pattern} onClose={onClose} onSaved={onSaved} /> : null;
}

function CreatorForm({
  pattern,
  onClose,
  onSaved,
}: {
  pattern: UserPattern;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const saveCreator = useSaveCreator({ onDone: onSaved });
  const current = useQuery(creatorQuery());
  const genders = useQuery(codesQuery('GNDR_CD'));
  const channels = useQuery(codesQuery('YTB_CHNL_CTGR_TYP_CD'));
  const [postcodeNote, setPostcodeNote] = useState<string | null>(null);
  const form = useForm<CreatorInput, unknown, CreatorBody>({
    resolver: zodResolver(creatorBodySchema),
    defaultValues: EMPTY,
  });
  const creator = current.data?.creator;
  useEffect(() => {
    if (creator) {
      form.reset({
        ...EMPTY,
        ...Object.fromEntries(Object.entries(creator).map(([k, v]) => [k, v ?? ''])),
      });
    }
  }, [creator, form]);
  const edit = pattern === '300';

  const save = (body: CreatorBody) => saveCreator.run(body);
  const searchPostcode = async () => {
    const found = await openPostcodeSearch();
    if (found && found !== 'unavailable') {
      form.setValue('zipNo', found.zonecode);
      form.setValue('bscAddr', found.address);
      setPostcodeNote(null);
    } else if (found === 'unavailable') {
      setPostcodeNote('우편번호 검색을 불러올 수 없습니다. 우편번호와 주소를 직접 입력해주세요.');
    }
  };
  const text = (name: keyof CreatorInput, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={edit ? '크리에이터 정보 수정' : '크리에이터 전환'}
      size="large"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            취소
          </Button>
          <Button
            onPress={() => void form.handleSubmit(save, showFormErrors)()}
            isPending={saveCreator.isPending}
            isDisabled={current.isPending}
          >
            {edit ? '저장' : '크리에이터로 전환'}
          </Button>
        </div>
      }
    >
      {current.isPending ? (
        <Spinner />
      ) : (
        <div className={styles.form}>
          {!edit ? (
            <p className={styles.hint}>크리에이터로 전환하면 크리에이터 거점을 만들고 캠페인에 참여할 수 있습니다.</p>
          ) : null}
          <div className={styles.grid}>
            {text('ctrNm', '인플루언서 이름', { isRequired: true, maxLength: 50 })}
            {text('ctrActvtNm', '활동명', { isRequired: true, maxLength: 50 })}
          </div>
          <FormRadioGroup
            control={form.control}
            name="gndrCd"
            label="성별"
            isRequired
            orientation="horizontal"
            options={(genders.data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }))}
          />
          <div className={styles.grid}>
            {text('mblNo', '휴대폰번호', { isRequired: true, type: 'tel', maxLength: 13, inputMode: 'tel' })}
            {text('telNo', '일반전화', { type: 'tel', maxLength: 13, inputMode: 'tel' })}
          </div>
          {text('ctrEmail', '이메일', { isRequired: true, type: 'email' })}
          <FormSelect
            control={form.control}
            name="ytbChnlCtgrTypCd"
            label="채널 카테고리"
            isRequired
            options={(channels.data ?? []).map((c) => ({ value: c.cmmnCdVal, label: c.cmmnCdValNm }))}
          />
          <div className={styles.grid}>
            {text('ytbChnlNm', '채널명', { isRequired: true, maxLength: 100 })}
            {text('ytbChnlUrl', '채널 URL', {
              isRequired: true,
              type: 'url',
              description: '예: https://www.youtube.com/@onfan',
            })}
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>주소</legend>
            <div className={styles.row}>
              {text('zipNo', '우편번호', { maxLength: 5, inputMode: 'numeric' })}
              <Button variant="secondary" onPress={() => void searchPostcode()}>
                우편번호 검색
              </Button>
            </div>
            {postcodeNote ? (
              <p className={styles.hint} role="status">
                {postcodeNote}
              </p>
            ) : null}
            {text('bscAddr', '기본주소', { maxLength: 200 })}
            {text('dtlAddr', '상세주소', { maxLength: 200 })}
          </fieldset>
          {text('ctrNote', '소개', { multiline: true, rows: 3, maxLength: 1000, showCounter: true })}
        </div>
      )}
    </Dialog>
  );
}
