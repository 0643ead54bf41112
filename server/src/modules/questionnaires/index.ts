// The questionnaires module: product surveys (read without sign-in) and their answers per registered product.

export { moveAnswerInfos } from './answer-info-repo';
export { answerInfosByRegisteredProduct } from './answer-info-service';
export type { AnswerInfo } from './answer-info-view';
export { type QuestionnaireSeed, seedQuestionnaires } from './questionnaire-seed';
export { questionnaireRoutes } from './routes';
