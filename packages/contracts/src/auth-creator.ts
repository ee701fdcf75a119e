import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { userPatternSchema } from './envelope.js';
import { AUTH_MESSAGES, formatAnyPhone, formatMobile, optionalText, requiredText } from './auth.js';
import { isEmail } from './validate.js';

/** Creator (influencer) information of a member (`auth/ctr`): messages and field rules are in auth.ts. */

const digitsPhone = (required: string | null) =>
  z
    .string({ error: required ?? AUTH_MESSAGES.telInvalid })
    .trim()
    .max(13, AUTH_MESSAGES.telInvalid)
    .transform((v, ctx) => {
      if (v === '') {
        if (required) ctx.addIssue({ code: 'custom', message: required });
        return '';
      }
      const f = required ? formatMobile(v) : formatAnyPhone(v);
      if (!f) {
        ctx.addIssue({ code: 'custom', message: required ? AUTH_MESSAGES.mobileInvalid : AUTH_MESSAGES.telInvalid });
        return z.NEVER;
      }
      return f.replace(/-/g, '');
    });

/** POST /v1/app/auth/ctr: required fields per spec section 5; phones stored without dashes. */
export const creatorBodySchema = z.object({
  ctrNm: requiredText(AUTH_MESSAGES.ctrNmRequired, 50),
  ctrActvtNm: requiredText(AUTH_MESSAGES.ctrActvtNmRequired, 50),
  ytbChnlUrl: requiredText(AUTH_MESSAGES.ytbChnlUrlRequired, 300).refine(
    (v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    AUTH_MESSAGES.ytbChnlUrlInvalid,
  ),
  ytbChnlNm: requiredText(AUTH_MESSAGES.ytbChnlNmRequired, 100),
  ytbChnlCtgrTypCd: requiredText(AUTH_MESSAGES.ytbChnlCtgrTypCdRequired, 50),
  telNo: digitsPhone(null).nullish(),
  mblNo: digitsPhone(AUTH_MESSAGES.ctrMblNoRequired),
  ctrEmail: z
    .string({ error: AUTH_MESSAGES.ctrEmailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.ctrEmailRequired)
    .refine(isEmail, AUTH_MESSAGES.emailInvalid),
  zipNo: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5}$/.test(v), AUTH_MESSAGES.zipNoInvalid)
    .nullish(),
  bscAddr: optionalText(200),
  dtlAddr: optionalText(200),
  ctrNote: optionalText(1000),
  gndrCd: requiredText(AUTH_MESSAGES.gndrCdRequired, 20),
});
export type CreatorBody = z.infer<typeof creatorBodySchema>;

export const creatorSchema = z.object({
  ctrNm: z.string(),
  ctrActvtNm: z.string(),
  ytbChnlUrl: z.string(),
  ytbChnlNm: z.string(),
  ytbChnlCtgrTypCd: z.string(),
  telNo: z.string().nullable(),
  mblNo: z.string(),
  ctrEmail: z.string(),
  zipNo: z.string().nullable(),
  bscAddr: z.string().nullable(),
  dtlAddr: z.string().nullable(),
  ctrNote: z.string().nullable(),
  gndrCd: z.string(),
});
export type Creator = z.infer<typeof creatorSchema>;
/** GET /v1/app/auth/ctr: `creator` is null until the member saved creator information. */
export const creatorResultSchema = z.object({ userPattnCd: userPatternSchema, creator: creatorSchema.nullable() });
export const creatorSaveResultSchema = z.object({
  number: z.literal(200),
  message: z.string(),
  userPattnCd: userPatternSchema,
});

export const authCreatorEndpoints = {
  get: endpoint({
    method: 'GET',
    path: 'auth/ctr',
    access: 'member',
    summary: '내 크리에이터 정보',
    response: creatorResultSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: 'auth/ctr',
    access: 'member',
    summary: '크리에이터 정보 저장 (소상공인 회원은 크리에이터로 전환)',
    body: creatorBodySchema,
    response: creatorSaveResultSchema,
  }),
} as const;
