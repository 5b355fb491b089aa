import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { queryInt, text, trimmedText } from '../schema.ts';

/** Feedback and complaints (endpoints-and-centres §3): a question type and the content. */
export const FEEDBACK_QUESTION_TYPES = [
  'account',
  'deposit',
  'withdrawal',
  'games',
  'promotions',
  'suggestion',
  'complaint',
  'other',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

/** "Content between {0} and {1} words": the bounds the message is filled with. */
export const FEEDBACK_WORDS = { min: 5, max: 300 } as const;
/** A hard cap on characters, whatever the word count (300 long words still fit). */
export const FEEDBACK_MAX_CHARS = 3000;
export const FEEDBACK_CONTACT_MAX = 100;

/**
 * Words as a reader counts them, in any of the site's languages: Intl.Segmenter
 * finds word boundaries by dictionary where words are not spaced (Chinese,
 * Japanese, Thai), so a Thai sentence counts its words rather than as one.
 */
export function countWords(content: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(content)) {
    if (segment.isWordLike) words++;
  }
  return words;
}

/** The message key for content outside the bounds, or null when it fits. */
export function feedbackContentProblem(content: string): 'content-required' | 'content-words' | null {
  if (!content.trim()) return 'content-required';
  const words = countWords(content);
  return words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max ? 'content-words' : null;
}

export const sendFeedback = endpoint({
  method: 'PUT',
  path: '/wps/feedback',
  summary: `Feedback or a complaint: a question type and ${FEEDBACK_WORDS.min}–${FEEDBACK_WORDS.max} words (no login needed)`,
  auth: 'optional',
  trialAllowed: true,
  body: z.object({
    questionType: z.enum(FEEDBACK_QUESTION_TYPES),
    /** Checked for its word count by the server (`content-words`, with the bounds). */
    content: text(0, FEEDBACK_MAX_CHARS),
    /** How to reach a visitor (e-mail, phone, a messaging id); members are answered in platform messages. */
    contact: z.optional(trimmedText(0, FEEDBACK_CONTACT_MAX)),
  }),
  value: z.object({ id: z.string() }),
});

export const FEEDBACK_STATES = ['open', 'answered', 'closed'] as const;

export const opsFeedbackSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  /** The member who sent it; null for a visitor. */
  account: z.nullable(z.string()),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: z.string(),
  contact: z.nullable(z.string()),
  language: z.string(),
  state: z.enum(FEEDBACK_STATES),
  answer: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;

const feedbackId = z.object({ id: z.string().check(z.regex(/^\d{1,18}$/)) });

export const opsFeedbackList = endpoint({
  method: 'GET',
  path: '/ops/feedback',
  summary: 'Feedback by brand and state, oldest open first',
  auth: 'operator',
  permission: 'members.support',
  query: z.object({
    merchant: z.optional(text(1, 64)),
    state: z.optional(z.enum(FEEDBACK_STATES)),
    pageNo: queryInt(1, 10_000, 1),
    pageSize: queryInt(1, 100, 20),
  }),
  value: z.object({ list: z.array(opsFeedbackSchema), total: z.int(), totalPages: z.int() }),
});

export const opsAnswerFeedback = endpoint({
  method: 'POST',
  path: '/ops/feedback/:id/answer',
  summary: "Answers open feedback; a member's answer arrives in their platform messages",
  auth: 'operator',
  permission: 'members.support',
  params: feedbackId,
  body: z.object({ answer: trimmedText(1, 2000) }),
  value: opsFeedbackSchema,
});

export const opsCloseFeedback = endpoint({
  method: 'POST',
  path: '/ops/feedback/:id/close',
  summary: 'Closes open feedback without an answer (spam, a duplicate)',
  auth: 'operator',
  permission: 'members.support',
  params: feedbackId,
  value: opsFeedbackSchema,
});
