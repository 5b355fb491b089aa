import {
  countWords,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_WORDS,
  type FeedbackQuestionType,
  feedbackContentProblem,
} from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { KEYS, session } from '../../lib/storage.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { FormActions, serverFieldError, TextField } from '../../ui/form/form-parts.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { useSendFeedback } from './api/send-feedback.ts';

/**
 * The feedback form: a question type and a description of FEEDBACK_WORDS words,
 * checked here with the server's own rule (and again by the server). Visitors
 * may leave a contact; members are answered in their platform messages.
 */
export function FeedbackForm() {
  const { t } = useTranslation('help');
  const id = useUniqueId();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<FeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [checked, setChecked] = useState(false);
  const member = Boolean(session.get(KEYS.token));

  const bounds = { 0: FEEDBACK_WORDS.min, 1: FEEDBACK_WORDS.max };
  const problem = feedbackContentProblem(content);
  const contentError = checked && problem ? t(`messages:${problem}`, bounds) : serverFieldError(send.error, 'content');
  const typeError = checked && !questionType ? t('feedbackForm.typeRequired') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem || !questionType) return;
    send.mutate({ questionType, content, ...(member || !contact.trim() ? {} : { contact: contact.trim() }) });
  };

  if (send.isSuccess) {
    return (
      <div className="feedback-sent" role="status">
        <p>{t('feedbackForm.sent', { id: send.data.id })}</p>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            send.reset();
            setContent('');
            setChecked(false);
          }}
        >
          {t('feedbackForm.another')}
        </button>
      </div>
    );
  }

  return (
    <form className="feedback-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="help-article-title">
        {t('feedbackForm.title')}
      </h2>
      <p className="help-muted">{t('feedbackForm.intro')}</p>
      <SelectField
        label={t('feedbackForm.questionType')}
        value={questionType}
        onChange={setQuestionType}
        allLabel={t('feedbackForm.chooseType')}
        choices={FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: t(`feedbackForm.types.${type}`) }))}
      />
      {typeError && <p className="field-error">{typeError}</p>}
      <div className="form-field">
        <label htmlFor={`${id}-content`}>{t('feedbackForm.content')}</label>
        <textarea
          id={`${id}-content`}
          rows={6}
          value={content}
          maxLength={FEEDBACK_MAX_CHARS}
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-count`} className="help-muted feedback-count">
          {t('feedbackForm.words', { count: countWords(content), min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max })}
        </p>
        {contentError && (
          <p id={`${id}-error`} className="field-error">
            {contentError}
          </p>
        )}
      </div>
      {!member && (
        <TextField
          label={t('feedbackForm.contact')}
          value={contact}
          onChange={setContact}
          maxLength={FEEDBACK_CONTACT_MAX}
          autoComplete="email"
        />
      )}
      <p className="help-muted">{member ? t('feedbackForm.memberHint') : t('feedbackForm.visitorHint')}</p>
      <FormActions
        error={send.isError && !serverFieldError(send.error, 'content') ? send.error : null}
        busy={send.isPending}
        submitLabel={t('feedbackForm.send')}
      />
    </form>
  );
}
