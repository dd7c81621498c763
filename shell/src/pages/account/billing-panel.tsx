import { ApiRequestError, apiGet, apiRequest, billingRedirectSchema, entitlementsSchema, longDate } from '@launchops/contracts';
import { Button, ButtonLink } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { plansQueryOptions } from '../home/pricing-section';
import { StyledActions, StyledPanel } from '../account-access/account-page-styles';
import { navigation } from '../account-access/plan-checkout';
import { PlanBenefits } from './plan-benefits';
import { RoadmapPanel } from './roadmap-panel';

/**
 * The account's plan: what it is, when it renews or ends, a failed payment's grace period, and the way to the
 * billing portal (card, plan changes, cancellation). Back from checkout (?billing=success) it waits for the payment's
 * confirmation, which reaches the API on its own (a webhook), usually within seconds.
 */
export function BillingPanel() {
  const [params] = useSearchParams();
  const returned = params.get('billing');
  const [openedAt] = useState(() => Date.now());
  const entitlements = useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: ({ signal }) => apiGet('/api/billing/entitlements', entitlementsSchema, signal),
    // Just back from paying: ask again every 2 s for up to a minute until the plan shows.
    refetchInterval: (query) => (returned === 'success' && query.state.data?.plan === 'free' && Date.now() - openedAt < 60_000 ? 2_000 : false),
  });
  const plans = useQuery(plansQueryOptions());
  const [portal, setPortal] = useState<{ status: 'idle' | 'opening' } | { status: 'error'; message: string }>({ status: 'idle' });

  const openPortal = async () => {
    setPortal({ status: 'opening' });
    try {
      navigation.assign((await apiRequest('POST', '/api/billing/portal', billingRedirectSchema)).url);
    } catch (error) {
      setPortal({ status: 'error', message: error instanceof ApiRequestError ? error.message : 'The billing page could not be opened. Please try again.' });
    }
  };

  const data = entitlements.data;
  const plan = data ? plans.data?.find((p) => p.id === data.plan) : undefined;
  const roadmapLine = plans.data?.find((p) => p.id === 'premium')?.lines.find((line) => line.entitlement === 'custom-roadmap');
  return (
    <>
      <StyledPanel aria-labelledby="account-plan" data-testid="billing-panel">
        <h2 id="account-plan">Your plan</h2>
        {returned === 'cancelled' && <p role="status">Checkout was cancelled: nothing was charged.</p>}
        {returned === 'success' && data?.plan === 'free' && (
          <p role="status">Thank you. Waiting for the payment's confirmation (this page updates by itself)...</p>
        )}
        {returned === 'success' && data && data.plan !== 'free' && <p role="status">Thank you: your {plan?.name ?? data.plan} plan is active.</p>}
        {entitlements.isError && <p role="alert">Your plan could not be loaded just now; please reload the page.</p>}
        {entitlements.isPending && <p aria-busy="true">Loading your plan...</p>}
        {data && (
          <>
            <p>
              <strong>{plan?.name ?? data.plan}</strong>
              {data.plan === 'free'
                ? `: the whole launch guide${data.assistant.dailyAllowance !== null ? `, and ${data.assistant.dailyAllowance} questions a day to the Operations Advisor` : ''}.`
                : plan
                  ? `, $${plan.monthlyPriceUsd} a month.`
                  : '.'}{' '}
              {data.currentPeriodEnd &&
                data.plan !== 'free' &&
                (data.cancelAtPeriodEnd
                  ? `It ends on ${longDate(new Date(data.currentPeriodEnd), 'local')}.`
                  : `It renews on ${longDate(new Date(data.currentPeriodEnd), 'local')}.`)}
            </p>
            <PlanBenefits plans={plans.data} entitlements={data} />
            {data.graceUntil && (
              <p role="alert">
                Your last payment did not go through. You keep your plan until {longDate(new Date(data.graceUntil), 'local')}: update your card in the billing
                page before then.
              </p>
            )}
            {data.testPayments && <p>Payments on this site are test payments: no money moves.</p>}
            <StyledActions>
              {data.plan === 'free' ? (
                <ButtonLink to="/#plans">See the plans</ButtonLink>
              ) : (
                <Button type="button" onClick={() => void openPortal()} disabled={portal.status === 'opening'} aria-busy={portal.status === 'opening'}>
                  <CreditCard size={16} aria-hidden="true" />
                  {portal.status === 'opening' ? 'Opening the billing page...' : 'Card, plan and cancellation'}
                </Button>
              )}
            </StyledActions>
            {portal.status === 'error' && <p role="alert">{portal.message}</p>}
          </>
        )}
      </StyledPanel>
      {data?.entitlements.includes('custom-roadmap') && <RoadmapPanel line={roadmapLine} />}
    </>
  );
}
