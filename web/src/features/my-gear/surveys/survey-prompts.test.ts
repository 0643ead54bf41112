import { SURVEY_SECOND_DISPLAY_TIME_S } from '@backstage/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSurvey, isSurveyDue, offerSurvey, putOffSurvey } from './survey-prompts';

const later = SURVEY_SECOND_DISPLAY_TIME_S * 1000;

describe('product survey prompts (survey second display time, docs/product.md#survey-timing)', () => {
  beforeEach(() => localStorage.clear());

  it('offers the survey of a new registration only', () => {
    offerSurvey(7);
    expect(isSurveyDue(7)).toBe(true);
    expect(isSurveyDue(8)).toBe(false);
  });

  it('shows a survey put off once more after the second display time, then never again', () => {
    const start = 1_000_000;
    offerSurvey(7);
    putOffSurvey(7, start);
    expect(isSurveyDue(7, start + later - 1)).toBe(false);
    expect(isSurveyDue(7, start + later)).toBe(true);
    putOffSurvey(7, start + later);
    expect(isSurveyDue(7, start + 10 * later)).toBe(false);
  });

  it('forgets an answered survey and keeps the others', () => {
    offerSurvey(7);
    offerSurvey(9);
    forgetSurvey(7);
    expect(isSurveyDue(7)).toBe(false);
    expect(isSurveyDue(9)).toBe(true);
  });

  it('reads a damaged stored value as no prompts', () => {
    localStorage.setItem('backstage.surveys', '{broken');
    expect(isSurveyDue(7)).toBe(false);
    offerSurvey(7);
    expect(isSurveyDue(7)).toBe(true);
  });
});
