import { ApiRequestError, apiRequest, billingRedirectSchema, PAID_PLAN_IDS, type PaidPlanId } from '@launchops/contracts';
import { useAuthSession } from '@launchops/kit/react';
import { Button, ButtonLink } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { plansQueryOptions } from '../home/pricing-section';
import { StyledActions, StyledPanel } from './account-page-styles';

/** Where the browser is sent (a seam for tests: jsdom cannot navigate). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

export const isPaidPlan = (value: string | null): value is PaidPlanId => (PAID_PLAN_IDS as readonly string[]).includes(value ?? '');

/**
 * /signup?plan=pro: names the plan chosen on the home page and, once the visitor has signed up (or in) on this page,
 * takes them to its payment page. Someone already signed in when the page opens gets a button instead of a jump.
 */
export function PlanCheckout() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const { account } = useAuthSession();
  const plans = useQuery({ ...plansQueryOptions(), enabled: isPaidPlan(plan) });
  const [state, setState] = useState<{ status: 'idle' | 'starting' } | { status: 'error'; message: string; alreadyPaying: boolean }>({ status: 'idle' });
  const wasAnonymous = useRef(false);

  const start = useCallback(async () => {
    if (!isPaidPlan(plan)) return;
    setState({ status: 'starting' });
    try {
      const { url } = await apiRequest('POST', '/api/billing/checkout', billingRedirectSchema, { plan });
      navigation.assign(url);
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.message : 'The payment page could not be opened. Please try again.';
      setState({ status: 'error', message, alreadyPaying: error instanceof ApiRequestError && error.status === 409 });
    }
  }, [plan]);

  useEffect(() => {
    if (account === null) wasAnonymous.current = true;
    // Signed up (or in) on this very page: go on to pay, as the plan link promised.
    if (account && wasAnonymous.current && state.status === 'idle') {
      wasAnonymous.current = false;
      void start();
    }
  }, [account, start, state.status]);

  if (!isPaidPlan(plan)) return null;
  const chosen = plans.data?.find((p) => p.id === plan);
  const label = chosen ? `${chosen.name}, $${chosen.monthlyPriceUsd} a month` : `the ${plan} plan`;
  return (
    <StyledPanel aria-labelledby="plan-checkout-title" data-testid="plan-checkout">
      <h2 id="plan-checkout-title">You chose {label}</h2>
      {!account && <p>Sign up with your e-mail address below; you then go straight to the payment page. You can cancel at any time from your account page.</p>}
      {account && state.status !== 'error' && (
        <StyledActions>
          <Button type="button" onClick={() => void start()} disabled={state.status === 'starting'} aria-busy={state.status === 'starting'}>
            {state.status === 'starting' ? 'Opening the payment page...' : `Continue to payment for ${chosen?.name ?? plan}`}
          </Button>
        </StyledActions>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>{state.message}</p>
          <StyledActions>
            {state.alreadyPaying ? (
              <ButtonLink to="/account" variant="secondary">
                Your account
              </ButtonLink>
            ) : (
              <Button type="button" onClick={() => void start()}>
                Try again
              </Button>
            )}
          </StyledActions>
        </div>
      )}
    </StyledPanel>
  );
}
