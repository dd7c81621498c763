import { Inject, Injectable } from '@nestjs/common';
import type { SignInMerge } from '@launchops/contracts';
import type { Tx } from '../../database/sql-repository.js';
import { AccountsRepository } from './accounts.repository.js';
import { VisitorMergeRepository } from './visitor-merge.repository.js';

/**
 * Moves a browser's anonymous rows under an account's visitor id at sign-in. Where a visitor may hold one row only,
 * the rows are merged: a task done in either is done (the later change's time kept), the newer quiz answers win,
 * the account's calendar feed and reminders stay (the browser's are ended); bookings, chat and the rest move as they are.
 */
@Injectable()
export class VisitorMerge {
  constructor(
    @Inject(VisitorMergeRepository) private readonly rows: VisitorMergeRepository,
    @Inject(AccountsRepository) private readonly accounts: AccountsRepository,
  ) {}

  /** Moves `from`'s rows under `to` inside `tx`; says what came over. */
  async into(from: string, to: string, tx: Tx): Promise<SignInMerge> {
    const { tasksAdded, bookings, chatMessages } = await this.rows.incoming(from, to, tx);
    await this.rows.mergeProgress(from, to, tx);
    const plans = await this.rows.planDates(from, to, tx);
    let planFrom: SignInMerge['planFrom'] = plans?.theirs ? 'account' : 'none';
    if (plans?.mine && (!plans.theirs || plans.mine > plans.theirs)) {
      await this.rows.movePlan(from, to, tx);
      planFrom = 'this-browser';
    } else {
      await this.rows.dropPlan(from, tx);
    }
    await this.rows.endDuplicateSubscriptions(from, to, tx);
    // Everything else moves as it is.
    await this.accounts.moveVisitorRows(from, to, tx);
    return { tasksAdded, planFrom, bookings, chatMessages };
  }
}
