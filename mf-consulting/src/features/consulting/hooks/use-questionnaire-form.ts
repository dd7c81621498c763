import { zodResolver } from '@hookform/resolvers/zod';
import { ApiRequestError, type BookingQuestionnaire, bookingQuestionnaireSchema, type ManagedBooking } from '@launchops/contracts';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSaveQuestionnaire } from '../api/save-questionnaire';

export interface QuestionnaireValues {
  company: string;
  stage: string;
  entity: string;
  goals: string;
  prepare: string;
}

type FieldName = keyof QuestionnaireValues;
const FIELD_NAMES: readonly FieldName[] = ['company', 'stage', 'entity', 'goals', 'prepare'];
const isFieldName = (path: string): path is FieldName => (FIELD_NAMES as readonly string[]).includes(path);

const resolver = zodResolver(bookingQuestionnaireSchema) as unknown as Resolver<QuestionnaireValues, unknown, BookingQuestionnaire>;

/** The questionnaire's state: the answers (saved ones first), their checks, and sending them to the advisor. */
export function useQuestionnaireForm(token: string, booking: ManagedBooking, onRefused: () => Promise<unknown>) {
  const saved = booking.questionnaire ?? null;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<QuestionnaireValues, unknown, BookingQuestionnaire>({
    resolver,
    defaultValues: {
      company: saved?.company ?? '',
      stage: saved?.stage ?? '',
      entity: saved?.entity ?? '',
      goals: saved?.goals ?? '',
      prepare: saved?.prepare ?? '',
    },
  });
  const save = useSaveQuestionnaire(token);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const advisor = booking.consultantName;

  const onSubmit = async (answers: BookingQuestionnaire) => {
    setStatus(null);
    setFailure(null);
    try {
      const updated = await save.mutateAsync(answers);
      const kept = updated.questionnaire ?? answers;
      reset({ company: kept.company, stage: kept.stage, entity: kept.entity ?? '', goals: kept.goals, prepare: kept.prepare });
      setStatus(`Thank you: ${advisor} has your answers and will read them before the session. You can change them here until it starts.`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.issues.length > 0) {
        for (const issue of error.issues) if (isFieldName(issue.path)) setError(issue.path, { type: 'server', message: issue.message });
        return;
      }
      console.error('[mf_consulting] questionnaire failed', error);
      setFailure(error instanceof ApiRequestError && error.status < 500 ? error.message : 'Your answers could not be sent. Please try again.');
      if (error instanceof ApiRequestError && error.status === 409) await onRefused();
    }
  };

  return { register, submit: handleSubmit(onSubmit), errors, isSubmitting, isDirty, status, failure, saved, advisor };
}
