import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from './api/get-survey';
import { answerKey, type SurveyFormValues } from './survey-answers';

/** One question: radio buttons, checkboxes or a text box, with its error under it. */
export function SurveyQuestionField({
  question,
  control,
}: {
  question: SurveyQuestion;
  control: Control<SurveyFormValues>;
}) {
  const { t } = useTranslation('survey');
  const name = `answers.${answerKey(question.id)}` as const;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const helper = error ? t(`errors.${error}`, { defaultValue: error }) : undefined;
        if (question.type === 'text')
          return (
            <TextField
              label={question.text}
              required={question.required}
              multiline
              minRows={3}
              value={field.value.text}
              onChange={(event) => field.onChange({ ...field.value, text: event.target.value })}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!error}
              helperText={helper}
            />
          );
        const choose = (optionId: number, checked: boolean) =>
          field.onChange({
            ...field.value,
            optionIds:
              question.type === 'single'
                ? [optionId]
                : checked
                  ? [...field.value.optionIds, optionId]
                  : field.value.optionIds.filter((id) => id !== optionId),
          });
        const options = question.options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.text}
            value={String(option.id)}
            control={
              question.type === 'single' ? (
                <Radio />
              ) : (
                <Checkbox
                  checked={field.value.optionIds.includes(option.id)}
                  onChange={(event) => choose(option.id, event.target.checked)}
                />
              )
            }
          />
        ));
        return (
          <FormControl component="fieldset" required={question.required} error={!!error}>
            <FormLabel component="legend">{question.text}</FormLabel>
            {question.type === 'single' ? (
              <RadioGroup
                value={field.value.optionIds[0] !== undefined ? String(field.value.optionIds[0]) : ''}
                onChange={(event) => choose(Number(event.target.value), true)}
              >
                {options}
              </RadioGroup>
            ) : (
              <FormGroup>{options}</FormGroup>
            )}
            {helper && <FormHelperText>{helper}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
