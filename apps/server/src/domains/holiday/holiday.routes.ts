import { commandResultSchema } from '@onfan/contracts/envelope';
import {
  closureBodySchema,
  closureParamsSchema,
  HOLIDAY_MESSAGES,
  holidaysQuerySchema,
  holidaysSchema,
} from '@onfan/contracts/holiday';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.js';
import { HolidayRepository } from './holiday.repository.js';
import { HolidayService } from './holiday.service.js';

/** Under /v1/app/common. */
export async function holidayRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new HolidayService(new HolidayRepository(deps.database.db), deps.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/holidays',
    {
      config: { access: 'public' },
      schema: {
        tags: ['common'],
        summary: '연도별 공휴일·대체공휴일·휴무일',
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema },
      },
    },
    (request) => service.ofYear(request.query.year),
  );

  r.post(
    '/holidays/closures',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['common'],
        summary: '휴무일 등록(같은 날은 이름 변경)',
        body: closureBodySchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      await service.saveClosure(request.body);
      return { number: 200 as const, message: HOLIDAY_MESSAGES.closureSaved };
    },
  );

  r.delete(
    '/holidays/closures/:ymd',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['common'],
        summary: '휴무일 삭제',
        params: closureParamsSchema,
        response: { 200: commandResultSchema },
      },
    },
    async (request) => {
      await service.deleteClosure(request.params.ymd);
      return { number: 200 as const, message: HOLIDAY_MESSAGES.closureDeleted };
    },
  );
}
