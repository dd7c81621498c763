import { ApiRequestError, apiGet, apiRequest, entitlementsSchema, type PaidPlanId } from '@launchops/contracts';
import { Button, ButtonLink } from '@launchops/kit/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { plansQueryOptions } from '../home/pricing-section';
import { StyledActions, StyledPanel } from './account-page-styles';
import { PlanCheckout } from './plan-checkout';

/** POST /api/billing/plan answers 202 with the plan asked for. */
const planChangeSchema = z.object({ plan: z.string() });

type ChangeState = { status: 'idle' | 'changing' | 'changed' } | { status: 'error'; message: string };

/**
 * /signup?plan=premium for a signed-in founder: a free account goes on to the payment page (PlanCheckout); a paying
 * one sees its plan beside the chosen one, what the change costs, and changes it here (POST /api/billing/plan).
 */
export function PlanChange({ chosen }: { chosen: PaidPlanId }) {
  const client = useQueryClient();
  const entitlements = useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: ({ signal }) => apiGet('/api/billing/entitlements', entitlementsSchema, signal),
  });
  const plans = useQuery(plansQueryOptions());
  const [state, setState] = useState<ChangeState>({ status: 'idle' });
  const current = entitlements.data?.plan;
  const from = plans.data?.find((p) => p.id === current);
  const to = plans.data?.find((p) => p.id === chosen);

  const change = async () => {
    setState({ status: 'changing' });
    try {
      await apiRequest('POST', '/api/billing/plan', planChangeSchema, { plan: chosen });
      setState({ status: 'changed' });
      void client.invalidateQueries({ queryKey: ['billing'] });
    } catch (error) {
      setState({ status: 'error', message: error instanceof ApiRequestError ? error.message : 'The plan could not be changed. Please try again.' });
    }
  };

  if (entitlements.isError) return <p role="alert">Your plan could not be loaded just now; please reload the page.</p>;
  if (!current || !plans.data) return <p aria-busy="true">Loading your plan...</p>;
  if (current === 'free') return <PlanCheckout />;
  const bigger = (to?.monthlyPriceUsd ?? 0) > (from?.monthlyPriceUsd ?? 0);
  // policies.yaml, refunds: a plan whose sessions were used this period gives nothing of it back.
  const creditsNote = entitlements.data?.sessionCredits ? ' (nothing is taken off if you booked sessions on its credits this period)' : '';
  return (
    <StyledPanel aria-labelledby="plan-change-title" data-testid="plan-change">
      <h2 id="plan-change-title">
        {state.status === 'changed'
          ? `Changing to ${to?.name ?? chosen}`
          : current === chosen
            ? `You already have ${to?.name ?? chosen}`
            : `From ${from?.name ?? current} to ${to?.name ?? chosen}`}
      </h2>
      <p>
        You are on {from?.name ?? current}, ${from?.monthlyPriceUsd} a month.
        {current !== chosen && to && ` ${to.name}, $${to.monthlyPriceUsd} a month: ${to.tagline}`}
      </p>
      {current !== chosen && (
        <p>
          {bigger
            ? `A new monthly billing period starts today: ${to?.name ?? chosen}'s full price is charged to your card now, less the unused part of ${from?.name ?? current}${creditsNote}, and ${to?.name ?? chosen} starts as soon as that payment goes through.`
            : `The change is made now, and the unused part of this billing period is credited to your next invoices.`}
        </p>
      )}
      {state.status === 'changed' && (
        <p role="status">
          {current === chosen
            ? `Your plan is now ${to?.name ?? chosen}.`
            : `Your plan is changing to ${to?.name ?? chosen}: your account page shows it as soon as the payment service confirms it.`}
        </p>
      )}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      <StyledActions>
        {current !== chosen && state.status !== 'changed' && (
          <Button type="button" onClick={() => void change()} disabled={state.status === 'changing'} aria-busy={state.status === 'changing'}>
            {state.status === 'changing' ? 'Changing your plan...' : `Change to ${to?.name ?? chosen}`}
          </Button>
        )}
        <ButtonLink to="/account" variant="secondary">
          Your account
        </ButtonLink>
      </StyledActions>
    </StyledPanel>
  );
}
