import { usePageMeta } from '@launchops/kit/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { StyledButton } from '../../../components/button';
import { useQuiz } from '../hooks/use-quiz';
import { STEP_TITLES } from '../utils/quiz-labels';
import { questionCountInWords, questionNumber, quizSteps } from '../../../utils/quiz-steps';
import { StyledActions, StyledCard, StyledError, StyledPage, StyledProgress } from './quiz-page-styles';
import { StepFields } from './quiz-step-fields';

/**
 * /checklist/quiz: the readiness quiz, one question per screen. Each screen is saved as the founder moves on,
 * so the quiz resumes where they left it; finishing it builds their plan.
 */
export function QuizPage() {
  usePageMeta({
    title: 'Readiness quiz',
    description: `${questionCountInWords(true)} short questions about your company; the answers turn the LaunchOps checklist into your own dated launch plan.`,
    canonicalPath: '/checklist/quiz',
  });
  const { loadFailed, answers, step, error, saving, headingRef, set, go, submit } = useQuiz();

  if (loadFailed) {
    return (
      <StyledPage>
        <StyledError role="alert">Your answers could not be loaded. Please check your connection and reload the page.</StyledError>
      </StyledPage>
    );
  }
  if (!answers || !step) {
    return (
      <StyledPage aria-busy="true">
        <p>Loading the quiz…</p>
      </StyledPage>
    );
  }

  const steps = quizSteps(answers);
  const index = Math.max(0, steps.indexOf(step));
  const progress = questionNumber(step);
  return (
    <StyledPage>
      <h1 style={{ margin: '0 0 8px', fontSize: 'clamp(1.6rem, 4vw, 2.2rem)' }}>Readiness quiz</h1>
      <StyledProgress>{progress ? `Question ${progress.number} of ${progress.total}` : 'Last step: review your answers'}</StyledProgress>
      <StyledCard onSubmit={submit} noValidate aria-labelledby="quiz-step-title">
        <h2 id="quiz-step-title" ref={headingRef} tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>
        <StepFields step={step} answers={answers} set={set} />
        {error && <StyledError role="alert">{error}</StyledError>}
        <StyledActions>
          {index > 0 ? (
            <StyledButton type="button" variant="secondary" onClick={() => go(steps[index - 1]!)}>
              <ArrowLeft size={18} aria-hidden="true" /> Back
            </StyledButton>
          ) : (
            <span />
          )}
          <StyledButton type="submit" disabled={saving}>
            {step === 'review' ? 'Build my plan' : 'Continue'} <ArrowRight size={18} aria-hidden="true" />
          </StyledButton>
        </StyledActions>
      </StyledCard>
    </StyledPage>
  );
}
