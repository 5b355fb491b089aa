import {
  CONTRACT_ENDPOINTS,
  type ContractAction,
  type ContractKind,
  contractHistory,
  type QueryInputOf,
} from '@arcadia/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api.ts';
import { consolidatedFundsQuery } from './funds.ts';

/**
 * Contracts, shared by the agent centre (agents' contract pages) and the member centre
 * (a player answering an offer): the caller's state of one kind, its actions, its history.
 */
export const CONTRACTS_KEY = ['contracts'] as const;

export interface DownlinePaging {
  account?: string;
  pageNo?: number;
  pageSize?: number;
}

export const contractSummaryQuery = (kind: ContractKind, paging: DownlinePaging = {}) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, kind, 'summary', paging],
    queryFn: ({ signal }) => call(CONTRACT_ENDPOINTS[kind].read, { query: paging, signal }),
  });

export const useContractSummary = (kind: ContractKind, paging: DownlinePaging = {}, enabled = true) =>
  useQuery({ ...contractSummaryQuery(kind, paging), enabled, placeholderData: keepPreviousData });

export type HistoryQuery = QueryInputOf<typeof contractHistory>;

export const contractHistoryQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'history', query],
    queryFn: ({ signal }) => call(contractHistory, { query, signal }),
  });

export const useContractHistory = (query: HistoryQuery) =>
  useQuery({ ...contractHistoryQuery(query), placeholderData: keepPreviousData });

/**
 * One action on a contract path. Afterwards every contract view and the consolidated
 * flags (which pick the agent menu's entries) load again.
 */
export function useContractAction(kind: ContractKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ContractAction) => call(CONTRACT_ENDPOINTS[kind].act, { body: action }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CONTRACTS_KEY }),
        client.invalidateQueries({ queryKey: consolidatedFundsQuery().queryKey }),
      ]),
  });
}
