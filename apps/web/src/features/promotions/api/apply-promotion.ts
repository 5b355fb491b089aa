import { applyPromotion } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { refreshRewards } from '../../../lib/rewards/refresh-rewards.ts';

export interface Application {
  promotionId: string;
  comment: string;
  contactId: string;
  images: readonly File[];
}

/** Applies with a comment, up to three images (multipart field "images") and the messaging ID when asked. */
export function useApplyPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (application: Application) => {
      const form = new FormData();
      form.append('promotionId', application.promotionId);
      form.append('comment', application.comment);
      if (application.contactId) form.append('contactId', application.contactId);
      for (const image of application.images) form.append('images', image);
      return call(applyPromotion, { form });
    },
    onSuccess: () => refreshRewards(client),
  });
}
