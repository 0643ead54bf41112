import { answerErrors, type QuestionAnswer } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findAnswerInfo, findAnswerInfos, replaceAnswers, startAnswerInfo } from './answer-info-repo';
import { type AnswerInfo, answerInfoView } from './answer-info-view';
import { requireQuestionnaire } from './questionnaire-service';

/**
 * The registered products a survey is about belong to my-gear, which depends on this module (My Gear shows the
 * answers): `app.ts` hands its check in as a plugin option rather than this module importing it back.
 */
export interface Registrations {
  /** Whether the user has this registered product; held until the transaction ends. */
  owns(db: Queryable, userId: string, registeredProductId: number): Promise<boolean>;
}

/**
 * docs/product.md#questionnaire-calls POST questionnaires/{id}/answerInfos: starts the survey about one of the caller's registered
 * products (again: the one already started). Another user's product is not found.
 */
export async function startSurvey(
  deps: Deps,
  registrations: Registrations,
  userId: string,
  questionnaireId: number,
  registeredProductId: number,
) {
  await requireQuestionnaire(deps.db, questionnaireId);
  const started = await deps.db.transaction(async (tx) => {
    if (!(await registrations.owns(tx, userId, registeredProductId))) return undefined;
    // A second try covers a concurrent start whose row this statement could not see yet.
    return (
      (await startAnswerInfo(tx, userId, questionnaireId, registeredProductId)) ??
      (await startAnswerInfo(tx, userId, questionnaireId, registeredProductId))
    );
  });
  if (!started) throw new AppError('NOT_FOUND');
  const row = await findAnswerInfo(deps.db, userId, started.id);
  return { created: started.created, answerInfo: answerInfoView(row!) };
}

/**
 * docs/product.md#questionnaire-calls POST …/answerInfos/{id}/answers: every required question answered, choices among the question's
 * options (docs/product.md#survey-answers "Answer is required"); sending again replaces the answers.
 */
export async function submitAnswers(
  deps: Deps,
  userId: string,
  questionnaireId: number,
  answerInfoId: number,
  answers: QuestionAnswer[],
) {
  const questionnaire = await requireQuestionnaire(deps.db, questionnaireId);
  const info = await findAnswerInfo(deps.db, userId, answerInfoId);
  if (!info || info.questionnaire.id !== questionnaireId) throw new AppError('NOT_FOUND');
  const errors = answerErrors(questionnaire.questions, answers);
  if (errors.length > 0) throw new AppError('INVALID_INPUT', errors);
  await deps.db.transaction((tx) => replaceAnswers(tx, answerInfoId, answers));
  return answerInfoView((await findAnswerInfo(deps.db, userId, answerInfoId))!);
}

/** docs/product.md#questionnaire-calls GET registeredProducts/{id}/answerInfos for one of the caller's registered products. */
export async function answerInfosOf(
  deps: Deps,
  registrations: Registrations,
  userId: string,
  registeredProductId: number,
) {
  if (!(await registrations.owns(deps.db, userId, registeredProductId))) throw new AppError('NOT_FOUND');
  const rows = await findAnswerInfos(deps.db, userId, [registeredProductId]);
  return { data: rows.map(answerInfoView) };
}

/** The user's answer infos grouped by registered product (My Gear shows them with each product). */
export async function answerInfosByRegisteredProduct(
  db: Queryable,
  userId: string,
  registeredProductIds: number[],
): Promise<Map<number, AnswerInfo[]>> {
  const byProduct = new Map<number, AnswerInfo[]>();
  if (registeredProductIds.length === 0) return byProduct;
  for (const row of await findAnswerInfos(db, userId, registeredProductIds)) {
    const list = byProduct.get(row.registeredProductId) ?? [];
    list.push(answerInfoView(row));
    byProduct.set(row.registeredProductId, list);
  }
  return byProduct;
}
