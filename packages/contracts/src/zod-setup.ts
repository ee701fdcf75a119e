import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

function sizeOf(origin: unknown, bound: number | bigint, big: boolean, inclusive: boolean): string {
  const n = bound.toString();
  const edge = big ? (inclusive ? '이하' : '미만') : inclusive ? '이상' : '초과';
  switch (origin) {
    case 'string':
      return big ? `${n}자 ${edge}로 입력해주세요.` : `${n}자 ${edge} 입력해주세요.`;
    case 'array':
    case 'set':
      return `${n}개 ${edge}로 선택해주세요.`;
    case 'file':
      return `파일 크기는 ${n}바이트 ${edge}여야 합니다.`;
    default:
      return `${n} ${edge}의 값을 입력해주세요.`;
  }
}

/**
 * The portal's Korean message for a rule a schema does not word itself. Never names a type, an origin or a
 * pattern (zod's own Korean locale says 'number', 'NaN' and prints regular expressions).
 */
export function koreanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return '필수 입력 항목입니다.';
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return '숫자를 입력해주세요.';
      if (issue.expected === 'string') return '문자로 입력해주세요.';
      return '입력 형식이 올바르지 않습니다.';
    case 'too_big':
      return sizeOf(issue.origin, issue.maximum, true, issue.inclusive !== false);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return '필수 입력 항목입니다.';
      return sizeOf(issue.origin, issue.minimum, false, issue.inclusive !== false);
    case 'invalid_format':
      if (issue.format === 'email') return '이메일 형식이 올바르지 않습니다.';
      if (issue.format === 'url') return '주소 형식이 올바르지 않습니다.';
      return '입력 형식이 올바르지 않습니다.';
    case 'invalid_value':
      return '선택할 수 없는 값입니다.';
    case 'not_multiple_of':
      return `${issue.divisor.toString()}의 배수로 입력해주세요.`;
    case 'unrecognized_keys':
      return '허용되지 않는 항목이 포함되어 있습니다.';
    default:
      return '입력값이 올바르지 않습니다.';
  }
}

/**
 * Validation messages in Korean wherever a schema does not name its own. Import once per process. In the browser
 * zod runs without generated code (`jitless`): the portal's CSP forbids eval, and zod's probe for it would log a
 * violation on every page that validates a form.
 */
z.config({ localeError: koreanIssueMessage, jitless: 'document' in globalThis });
