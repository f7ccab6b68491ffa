import { adminActorOf as actorOf } from '../audit/admin-actor.js';
import type { Resolvers } from '../generated/graphql.js';
import { correctExpense, listExpenses, recordExpense, removeExpense } from './expenses.js';
import { removeExpenseProof } from './proofs.js';
import { editUpdate, listCampaignUpdates, postUpdate } from './updates.js';
import { readBankCheck } from './bank-check.js';
import { bankCheckJson } from './open-data.js';
import { readBudgetView, removeBudgetProof, setBudget } from './budget.js';

/** Expenses and updates; `@admin` in the schema has already checked the token where needed. */
export const transparencyResolvers: Resolvers = {
  Query: {
    expenses: (_parent, args, { deps }) => listExpenses(deps, args),
    campaignUpdates: (_parent, args, { deps }) => listCampaignUpdates(deps, args),
    // The same figures as the ledger's JSON; null before the first import, so the home page shows nothing.
    bankCheck: async (_parent, _args, { deps }) => {
      const check = await readBankCheck(deps);
      return check && bankCheckJson(check);
    },
    // The ledger's own budget and expenses, as /transparencia reads them; null hides it.
    budget: (_parent, _args, { deps }) => readBudgetView(deps),
  },
  Mutation: {
    recordExpense: (_parent, { input }, context) => recordExpense(context.deps, actorOf(context), input),
    correctExpense: (_parent, { id, input }, context) => correctExpense(context.deps, actorOf(context), id, input),
    removeExpense: (_parent, { id }, context) => removeExpense(context.deps, actorOf(context), id),
    removeExpenseProof: (_parent, { expenseId, proofId }, context) =>
      removeExpenseProof(context.deps, actorOf(context), expenseId, proofId),
    postUpdate: (_parent, { input }, context) => postUpdate(context.deps, actorOf(context), input),
    editUpdate: (_parent, { id, input }, context) => editUpdate(context.deps, actorOf(context), id, input),
    setBudget: (_parent, { lines }, context) => setBudget(context.deps, actorOf(context), lines),
    removeBudgetProof: (_parent, { category }, context) => removeBudgetProof(context.deps, actorOf(context), category),
  },
};
