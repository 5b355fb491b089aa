import { type Envelope, uploadIcon, type ValueOf } from '@arcadia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { clientId } from '../../../lib/client-id.ts';
import { memberInfoQuery } from '../../../lib/member.ts';
import { KEYS, prefs, session } from '../../../lib/storage.ts';

type UploadValue = ValueOf<typeof uploadIcon>;

/**
 * Sends the avatar as multipart (field "file"). `call()` only speaks JSON, so
 * this is a plain fetch with the same headers and the same envelope handling;
 * the browser sets the multipart content type and boundary itself.
 */
export async function uploadAvatar(file: File): Promise<UploadValue> {
  const headers: Record<string, string> = { 'x-lang': prefs.get(KEYS.lang) ?? 'EN', 'x-client-id': clientId() };
  const token = session.get(KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(uploadIcon.path, { method: uploadIcon.method, headers, body: form });
  } catch {
    throw new ApiError('network-error', 'network-error', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<UploadValue> | null;
  if (!envelope) throw new ApiError('unknown-error', 'unknown-error', response.status);
  if (!response.ok || !envelope.success) {
    throw new ApiError(envelope.code, envelope.message, response.status, envelope.value);
  }
  return envelope.value;
}

/** Uploads the avatar, then refreshes the member (its avatarUrl changed). */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => client.invalidateQueries({ queryKey: memberInfoQuery().queryKey }),
  });
}
