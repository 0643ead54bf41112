import { SurveyPage } from './survey-page';

// One lazy chunk per route, each a survey page (Questionnaire and the product survey routes, docs/product.md#survey-names).
export const QuestionnairePage = () => <SurveyPage />;
export const ProductSurvey1Page = () => <SurveyPage name="ProductSurvey1" />;
export const ProductSurvey2Page = () => <SurveyPage name="ProductSurvey2" />;
