import type { RegisteredProductResponse } from '@backstage/domain';
import { useEffect, useState } from 'react';
import { useSurvey } from './api/get-survey';
import { forgetSurvey, isSurveyDue, putOffSurvey } from './survey-prompts';

const answered = (registration: RegisteredProductResponse) =>
  registration.answerInfos.some(
    (info) => info.questionnaire.name === 'ProductSurvey' && info.answeredDate !== undefined,
  );

/**
 * The registration whose product survey is due now (survey dialog, docs/product.md#survey-timing, second display, docs/product.md#survey-timing), with its
 * survey; a registration still pending waits until it is completed.
 */
export function useDueSurvey(registrations: RegisteredProductResponse[] | undefined) {
  const [, setVersion] = useState(0);
  const due = registrations?.find(
    (registration) =>
      registration.status === 'registered' && !answered(registration) && isSurveyDue(registration.id),
  );
  const survey = useSurvey('ProductSurvey', due?.product.categoryId);
  const none = due && (due.product.categoryId === undefined || survey.data === null);
  useEffect(() => {
    if (none) {
      forgetSurvey(due.id);
      setVersion((v) => v + 1);
    }
  }, [none, due]);
  const settle = (change: (id: number) => void) => () => {
    if (!due) return;
    change(due.id);
    setVersion((v) => v + 1);
  };
  return {
    registration: survey.data ? due : undefined,
    survey: survey.data ?? undefined,
    putOff: settle((id) => putOffSurvey(id)),
    sent: settle(forgetSurvey),
  };
}
