import { uploadIcon } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { memberInfoQuery } from '../../../lib/member.ts';

/** Sends the avatar as multipart (field "file"). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(uploadIcon, { form });
}

/** Uploads the avatar, then refreshes the member (its avatarUrl changed). */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoQuery().queryKey }),
  });
}
