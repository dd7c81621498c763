import { type Entitlements, longDate, type PublicPlan } from '@launchops/contracts';
import { Link } from 'react-router';

/** What a paid plan gives: each entitlement once, in the words of the most generous plan in its chain that names it. */
export function planBenefits(plans: PublicPlan[], id: PublicPlan['id']): PublicPlan['lines'] {
  const benefits: PublicPlan['lines'] = [];
  const seen = new Set<string>();
  for (let plan = plans.find((p) => p.id === id); plan && plan.id !== 'free'; plan = plans.find((p) => p.id === plan?.includes)) {
    for (const line of plan.lines) {
      if (seen.has(line.entitlement)) continue;
      seen.add(line.entitlement);
      benefits.push(line);
    }
  }
  return benefits;
}

/** The account's paid plan in full: what it gives, and the consulting sessions left in this billing period. */
export function PlanBenefits({ plans, entitlements }: { plans: PublicPlan[] | undefined; entitlements: Entitlements }) {
  const credits = entitlements.sessionCredits;
  if (entitlements.plan === 'free') return null;
  return (
    <>
      {plans && (
        <>
          <p>{entitlements.cancelAtPeriodEnd ? 'Until it ends, everything in the free guide, plus:' : 'Everything in the free guide, plus:'}</p>
          <ul aria-label="What your plan gives">
            {/* A plan that is ending renews nothing: its sessions are the ones left, said below. */}
            {planBenefits(plans, entitlements.plan)
              .filter((line) => !(entitlements.cancelAtPeriodEnd && line.entitlement === 'monthly-sessions'))
              .map((line) => (
                <li key={line.entitlement}>{line.text}</li>
              ))}
          </ul>
        </>
      )}
      {credits && (
        <p data-testid="session-credits">
          {credits.left} of your {credits.perPeriod} consulting {credits.perPeriod === 1 ? 'session' : 'sessions'} left this billing period
          {credits.renewsAt
            ? entitlements.cancelAtPeriodEnd
              ? `; they end with the plan on ${longDate(new Date(credits.renewsAt), 'local')}`
              : `; they renew on ${longDate(new Date(credits.renewsAt), 'local')}`
            : ''}
          . {credits.left > 0 && <Link to="/consulting">Book a session</Link>}
        </p>
      )}
    </>
  );
}
