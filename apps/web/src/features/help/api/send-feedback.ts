import { type BodyInputOf, sendFeedback } from '@arcadia/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** Sends feedback (anyone may; a member's is tied to the account). */
export const useSendFeedback = () =>
  useMutation({ mutationFn: (body: BodyInputOf<typeof sendFeedback>) => call(sendFeedback, { body }) });
