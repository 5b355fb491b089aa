import { COMMENT_MAX_CHARS, type PromotionDetail } from '@arcadia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import { ContactIdField, contactProblem } from '../../ui/form/contact-id-field.tsx';
import { FormActions } from '../../ui/form/form-parts.tsx';
import { useApplyPromotion } from './api/apply-promotion.ts';
import { ImagePicker } from './image-previews.tsx';

/** Characters as the server counts them (code points): an emoji is one. */
const lengthOf = (text: string) => [...text].length;

/** The application: a comment (with its counter), up to three images, the messaging ID when asked. */
export function ApplyForm({ promotion, onDone }: { promotion: PromotionDetail; onDone: () => void }) {
  const { t } = useTranslation('promotions');
  const commentId = useUniqueId();
  const apply = useApplyPromotion();
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [contactId, setContactId] = useState('');
  const [tried, setTried] = useState(false);
  const length = lengthOf(comment.trim());
  const over = length > COMMENT_MAX_CHARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (over || contactProblem(promotion.contact, contactId)) return;
    // Not mutate's own onSuccess: the promotion's refetch after a success turns its state to Applying,
    // which closes this form, and React Query skips the callbacks of a mutate whose form is gone, so the
    // confirmation would come or not by timing. The promise settles either way.
    apply
      .mutateAsync({ promotionId: promotion.id, comment: comment.trim(), contactId: contactId.trim(), images })
      .then(onDone, () => {});
  };

  return (
    <form className="promo-panel" onSubmit={submit} aria-labelledby={`${commentId}-heading`} noValidate>
      <h2 id={`${commentId}-heading`}>{t('apply.heading')}</h2>
      <div className="form-field promo-comment">
        <label htmlFor={commentId}>{t('apply.comment')}</label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={`${commentId}-count`}
          aria-invalid={over ? true : undefined}
        />
        <span id={`${commentId}-count`} className={`promo-counter${over ? ' is-over' : ''}`} aria-live="polite">
          {t('apply.counter', { count: length, max: COMMENT_MAX_CHARS })}
        </span>
        {over && tried && <p className="field-error">{t('messages:comment-too-long', { max: COMMENT_MAX_CHARS })}</p>}
      </div>
      <ImagePicker images={images} onChange={setImages} disabled={apply.isPending} />
      {promotion.contact !== 'none' && (
        <ContactIdField kind={promotion.contact} value={contactId} onChange={setContactId} showError={tried} />
      )}
      <FormActions error={apply.error} busy={apply.isPending} submitLabel={t('apply.submit')} />
    </form>
  );
}
