import type { QuizAnswers } from '@launchops/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlan, useSaveAnswers } from '../../../utils/plan-api';
import { isAnswered, type QuizStepId, quizSteps, resumeStep, withoutStaleAnswers, withPickedStates, withStepDefaults } from '../../../utils/quiz-steps';

/** The quiz's state: the answers, the screen shown, and moving between screens, each saved as the founder moves on. */
export function useQuiz() {
  const plan = usePlan();
  const save = useSaveAnswers();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  const [step, setStep] = useState<QuizStepId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (answers || !plan.data) return;
    // A finished quiz opened again starts at the top, for editing; an unfinished one resumes.
    const first = plan.data.completedAt ? 'entity' : resumeStep(plan.data.answers);
    setAnswers(withStepDefaults(first, plan.data.answers));
    setStep(first);
  }, [plan.data, answers]);

  useEffect(() => {
    // Screen reader and keyboard users land on the new question, not on the button they pressed.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const set = (patch: Partial<QuizAnswers>) => {
    setError(null);
    setAnswers((current) => ({ ...current, ...patch }));
  };
  const go = (to: QuizStepId) => {
    moved.current = true;
    setAnswers((current) => current && withStepDefaults(to, current));
    setStep(to);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!answers || !step) return;
    const index = Math.max(0, quizSteps(answers).indexOf(step));
    const finishing = step === 'review';
    const current = withPickedStates(answers, new FormData(event.currentTarget));
    if (!finishing && !isAnswered(step, current)) {
      setError(step === 'workplaces' || step === 'employees' ? 'Please choose at least one state to go on.' : 'Please answer this question to go on.');
      return;
    }
    const cleaned = withoutStaleAnswers(current);
    try {
      await save.mutateAsync({ answers: cleaned, complete: finishing });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Your answers could not be saved. Please try again.');
      return;
    }
    setAnswers(cleaned);
    if (finishing) void navigate('/checklist/plan');
    else go(quizSteps(cleaned)[index + 1] ?? 'review');
  };

  return { loadFailed: plan.isError && !answers, answers, step, error, saving: save.isPending, headingRef, set, go, submit };
}
