import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerInfosOf, type Registrations, startSurvey, submitAnswers } from './answer-info-service';
import { getQuestionnaire, listQuestionnaires } from './questionnaire-service';
import {
  answerInfoListResponseSchema,
  answerInfoParams,
  answerInfoPayloadSchema,
  answerInfoResponseSchema,
  answersPayloadSchema,
  listQuery,
  oneQuery,
  questionnaireListResponseSchema,
  questionnaireParams,
  questionnaireResponseSchema,
  registeredProductParams,
} from './schemas';

const tags = ['questionnaires'];

/** docs/product.md#questionnaire-calls questionnaires: read them (no sign-in, like master data), answer them about a registered product. */
export async function questionnaireRoutes(
  app: FastifyInstance,
  { registrations }: { registrations: Registrations },
): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');

  api.get('/api/v1/questionnaires', {
    schema: {
      tags,
      summary: 'Questionnaires by labels (all must match) and cultures',
      querystring: listQuery,
      response: { 200: questionnaireListResponseSchema },
    },
    handler: (request) =>
      listQuestionnaires(deps.db, {
        labelIds: request.query['labelIds[]'],
        cultureCodeIds: request.query['cultureCodeIds[]'],
      }),
  });
  api.get('/api/v1/questionnaires/:questionnaireId', {
    schema: {
      tags,
      summary: 'One questionnaire with its questions',
      params: questionnaireParams,
      querystring: oneQuery,
      response: { 200: questionnaireResponseSchema },
    },
    handler: (request) =>
      getQuestionnaire(deps.db, request.params.questionnaireId, request.query['cultureCodeIds[]']),
  });
  api.post('/api/v1/questionnaires/:questionnaireId/answerInfos', {
    schema: {
      tags,
      summary: 'Start the questionnaire about one of the caller’s registered products',
      params: questionnaireParams,
      body: answerInfoPayloadSchema,
      response: { 200: answerInfoResponseSchema, 201: answerInfoResponseSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) => {
      const { params, body, user } = request;
      const started = await startSurvey(
        deps,
        registrations,
        user!.id,
        params.questionnaireId,
        body.registeredProductId,
      );
      return reply.status(started.created ? 201 : 200).send(started.answerInfo);
    },
  });
  api.post('/api/v1/questionnaires/:questionnaireId/answerInfos/:answerInfoId/answers', {
    schema: {
      tags,
      summary: 'Send the answers (every required question; sending again replaces them)',
      params: answerInfoParams,
      body: answersPayloadSchema,
      response: { 201: answerInfoResponseSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) => {
      const { params, body, user } = request;
      const info = await submitAnswers(
        deps,
        user!.id,
        params.questionnaireId,
        params.answerInfoId,
        body.answers,
      );
      return reply.status(201).send(info);
    },
  });
  api.get('/api/v1/registeredProducts/:registeredProductId/answerInfos', {
    schema: {
      tags,
      summary: 'The questionnaires taken about one of the caller’s registered products',
      params: registeredProductParams,
      response: { 200: answerInfoListResponseSchema },
    },
    preHandler: idToken,
    handler: (request) =>
      answerInfosOf(deps, registrations, request.user!.id, request.params.registeredProductId),
  });
}
