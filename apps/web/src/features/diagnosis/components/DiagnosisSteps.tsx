import { zodResolver } from '@hookform/resolvers/zod';
import type {
  CurrentDiagnosisVersion,
  DiagnosisAdditional,
  DiagnosisBasic,
  DiagnosisManagement,
  DiagnosisOption,
  diagnosisAdditionalSchema,
} from '@onfan/contracts/diagnosis';
import {
  additionalWithCustomSchema,
  AGE_BANDS,
  ASSESSMENT_SCALE,
  BIZ_CATEGORIES,
  BIZ_SUBCATEGORIES,
  DIAGNOSIS_MESSAGES,
  diagnosisBasicSchema,
  diagnosisManagementSchema,
  DOMESTIC_MARKETS,
  GENDERS,
  MONTHLY_SALES,
  OVERSEAS_MARKETS,
  PERSONNEL,
  SALES_CHANNELS,
  SELF_ASSESSMENTS,
  SUPPORT_NEEDS,
  TARGET_COUNTRIES,
  YEARS_IN_BUSINESS,
  YN_OPTIONS,
  YN_QUESTIONS,
} from '@onfan/contracts/diagnosis';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { type Control, type FieldValues, type Path, useForm, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormCheckboxGroup, FormRadioGroup, FormSelect } from '@/components/form/form-fields';
import { Button } from '@/components/ui/Button';
import { areasQuery } from '../diagnosis-api';
import type { DiagnosisDraft } from '../diagnosis-store';
import { showFormErrors } from '@/components/form/form-check';
import styles from './Diagnosis.module.css';

type BasicInput = z.input<typeof diagnosisBasicSchema>;
type ManagementInput = z.input<typeof diagnosisManagementSchema>;
type AdditionalInput = z.input<typeof diagnosisAdditionalSchema> & { custom: Record<string, string | null> };
/** The additional information step's answers with the current version's own questions (decision 054). */
export type AdditionalAnswers = DiagnosisAdditional & { custom: Record<string, string> };

const toOptions = (list: readonly DiagnosisOption[]) => list.map((o) => ({ value: o.code, label: o.name }));

/** The step's buttons: back (keeps what was entered) and next / submit. */
function StepActions({
  onBack,
  submitLabel,
  isPending = false,
}: {
  onBack?: () => void;
  submitLabel: string;
  isPending?: boolean;
}) {
  return (
    <div className={styles.stepActions}>
      {onBack ? (
        <Button variant="secondary" size="large" onPress={onBack}>
          이전 단계
        </Button>
      ) : null}
      <Button type="submit" size="large" isPending={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}

/** Clears a dependent field when the field it depends on changes (not when the draft is first loaded). */
function useResetOnChange<T extends FieldValues>(value: unknown, setValue: UseFormSetValue<T>, dependent: Path<T>) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current !== value) setValue(dependent, '' as never);
    previous.current = value;
  }, [value, setValue, dependent]);
}

function RegionSelects({ control, setValue }: { control: Control<BasicInput>; setValue: UseFormSetValue<BasicInput> }) {
  const sidoId = Number(useWatch({ control, name: 'sidoId' })) || 0;
  useResetOnChange(sidoId, setValue, 'sggId');
  const sidos = useQuery(areasQuery(null));
  const sggs = useQuery(areasQuery(sidoId > 0 ? sidoId : -1));
  const options = (rows: { areaId: number; areaNm: string }[] | undefined) =>
    (rows ?? []).map((a) => ({ value: String(a.areaId), label: a.areaNm }));
  return (
    <div className={styles.pair}>
      <FormSelect control={control} name="sidoId" label="시/도" isRequired options={options(sidos.data)} />
      <FormSelect
        control={control}
        name="sggId"
        label="시/군/구"
        isRequired
        isDisabled={sidoId === 0}
        options={options(sggs.data)}
        {...(sidoId === 0 ? { description: '시/도를 먼저 선택해주세요.' } : {})}
      />
    </div>
  );
}

export function BasicStep({
  initial,
  onNext,
}: {
  initial: DiagnosisDraft['basic'];
  onNext: (values: DiagnosisBasic) => void;
}) {
  const form = useForm<BasicInput, unknown, DiagnosisBasic>({
    resolver: zodResolver(diagnosisBasicSchema),
    defaultValues: {
      // A radio group without an answer holds null (not ''), so its first radio stays reachable with Tab.
      gndrCd: null,
      ageCd: null,
      sidoId: '',
      sggId: '',
      bizCtgrCd: '',
      bizSubCtgrCd: '',
      ...(initial
        ? Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, v == null ? null : String(v)]))
        : {}),
    } as unknown as BasicInput,
  });
  const category = useWatch({ control: form.control, name: 'bizCtgrCd' }) as keyof typeof BIZ_SUBCATEGORIES | '';
  useResetOnChange(category, form.setValue, 'bizSubCtgrCd');
  const subs: readonly DiagnosisOption[] = category ? BIZ_SUBCATEGORIES[category] : [];
  return (
    <form method="post" noValidate onSubmit={(e) => void form.handleSubmit(onNext, showFormErrors)(e)}>
      <Fieldset legend="대표자 정보">
        <FormRadioGroup
          control={form.control}
          name="gndrCd"
          label="성별"
          isRequired
          orientation="horizontal"
          options={toOptions(GENDERS)}
        />
        <FormRadioGroup
          control={form.control}
          name="ageCd"
          label="연령대"
          isRequired
          orientation="horizontal"
          options={toOptions(AGE_BANDS)}
        />
      </Fieldset>
      <Fieldset legend="사업장 정보">
        <RegionSelects control={form.control} setValue={form.setValue} />
        <div className={styles.pair}>
          <FormSelect
            control={form.control}
            name="bizCtgrCd"
            label="업종"
            isRequired
            options={toOptions(BIZ_CATEGORIES)}
          />
          {category === 'ETC' ? (
            <p className={styles.note}>기타 업종은 세부 업종을 선택하지 않습니다.</p>
          ) : (
            <FormSelect
              control={form.control}
              name="bizSubCtgrCd"
              label="세부 업종"
              isRequired
              isDisabled={subs.length === 0}
              options={toOptions(subs)}
              {...(subs.length === 0 ? { description: '업종을 먼저 선택해주세요.' } : {})}
            />
          )}
        </div>
      </Fieldset>
      <StepActions submitLabel="다음 단계" />
    </form>
  );
}

export function ManagementStep({
  initial,
  onNext,
  onBack,
}: {
  initial: DiagnosisDraft['management'];
  onNext: (values: DiagnosisManagement) => void;
  onBack: (values: DiagnosisDraft['management']) => void;
}) {
  const form = useForm<ManagementInput, unknown, DiagnosisManagement>({
    resolver: zodResolver(diagnosisManagementSchema),
    defaultValues: {
      yearsCd: '',
      personnelCd: '',
      salesCd: '',
      chnlCd: null,
      needs: [],
      ...Object.fromEntries(SELF_ASSESSMENTS.map((q) => [q.code, null])),
      ...initial,
    } as unknown as ManagementInput,
  });
  return (
    <form method="post" noValidate onSubmit={(e) => void form.handleSubmit(onNext, showFormErrors)(e)}>
      <Fieldset legend="사업 규모">
        <div className={styles.triple}>
          <FormSelect
            control={form.control}
            name="yearsCd"
            label="업력"
            isRequired
            options={toOptions(YEARS_IN_BUSINESS)}
          />
          <FormSelect
            control={form.control}
            name="personnelCd"
            label="종사자 수"
            isRequired
            options={toOptions(PERSONNEL)}
          />
          <FormSelect
            control={form.control}
            name="salesCd"
            label="월 평균 매출"
            isRequired
            options={toOptions(MONTHLY_SALES)}
          />
        </div>
        <FormRadioGroup
          control={form.control}
          name="chnlCd"
          label="주요 판매 채널"
          isRequired
          orientation="horizontal"
          options={toOptions(SALES_CHANNELS)}
        />
        <FormCheckboxGroup
          control={form.control}
          name="needs"
          label="필요한 지원 (최대 3개)"
          isRequired
          orientation="horizontal"
          className={styles.chips}
          options={toOptions(SUPPORT_NEEDS)}
        />
      </Fieldset>
      <Fieldset legend="스스로 평가하기 (1점 전혀 아니다 ~ 5점 매우 그렇다)">
        {SELF_ASSESSMENTS.map((q, i) => (
          <FormRadioGroup
            key={q.code}
            control={form.control}
            name={q.code}
            label={`${i + 1}. ${q.name}`}
            isRequired
            orientation="horizontal"
            className={styles.scale}
            options={ASSESSMENT_SCALE.map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }))}
          />
        ))}
      </Fieldset>
      <StepActions submitLabel="다음 단계" onBack={() => onBack(form.getValues() as DiagnosisDraft['management'])} />
    </form>
  );
}

export function AdditionalStep({
  initial,
  initialCustom,
  customQuestions,
  onSubmit,
  onBack,
  isPending,
}: {
  initial: DiagnosisDraft['additional'];
  initialCustom: DiagnosisDraft['custom'];
  /** The current version's own questions, asked after the fixed ones. */
  customQuestions: CurrentDiagnosisVersion['customQuestions'];
  onSubmit: (values: AdditionalAnswers) => void;
  onBack: (values: DiagnosisDraft['additional'], custom: DiagnosisDraft['custom']) => void;
  isPending: boolean;
}) {
  const form = useForm<AdditionalInput, unknown, AdditionalAnswers>({
    resolver: zodResolver(additionalWithCustomSchema(customQuestions)) as never,
    defaultValues: {
      ...Object.fromEntries(YN_QUESTIONS.map((q) => [q.code, null])),
      domesticMarkets: [],
      overseasMarkets: [],
      targetCountries: [],
      ...initial,
      custom: Object.fromEntries(customQuestions.map((q) => [q.key, initialCustom?.[q.key] ?? null])),
    } as unknown as AdditionalInput,
  });
  const none = `없으면 '없음'을 선택해주세요. ${DIAGNOSIS_MESSAGES.noneAlone.replace(/[‘’]/g, "'")}`;
  return (
    <form method="post" noValidate onSubmit={(e) => void form.handleSubmit(onSubmit, showFormErrors)(e)}>
      <Fieldset legend="활동 경험">
        {YN_QUESTIONS.map((q) => (
          <FormRadioGroup
            key={q.code}
            control={form.control}
            name={q.code}
            label={q.name}
            isRequired
            orientation="horizontal"
            options={toOptions(YN_OPTIONS)}
          />
        ))}
      </Fieldset>
      <Fieldset legend="판로와 해외 진출">
        <FormCheckboxGroup
          control={form.control}
          name="domesticMarkets"
          label="입점한 국내 마켓"
          description={none}
          isRequired
          orientation="horizontal"
          className={styles.chips}
          options={toOptions(DOMESTIC_MARKETS)}
        />
        <FormCheckboxGroup
          control={form.control}
          name="overseasMarkets"
          label="입점한 해외 마켓"
          isRequired
          orientation="horizontal"
          className={styles.chips}
          options={toOptions(OVERSEAS_MARKETS)}
        />
        <FormCheckboxGroup
          control={form.control}
          name="targetCountries"
          label="진출하고 싶은 국가"
          isRequired
          orientation="horizontal"
          className={styles.chips}
          options={toOptions(TARGET_COUNTRIES)}
        />
      </Fieldset>
      {customQuestions.length > 0 ? (
        <Fieldset legend="추가 문항">
          {customQuestions.map((q) => (
            <FormRadioGroup
              key={q.key}
              control={form.control}
              name={`custom.${q.key}`}
              label={q.text}
              isRequired
              orientation="horizontal"
              options={q.choices.map((c) => ({ value: c.code, label: c.label }))}
            />
          ))}
        </Fieldset>
      ) : null}
      <StepActions
        submitLabel="진단 결과 보기"
        isPending={isPending}
        onBack={() => {
          const { custom, ...rest } = form.getValues();
          onBack(rest as DiagnosisDraft['additional'], custom as DiagnosisDraft['custom']);
        }}
      />
    </form>
  );
}
