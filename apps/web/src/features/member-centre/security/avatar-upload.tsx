import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { checkImageFile, type ImageProblem } from '../../../lib/image-file.ts';
import { ErrorAlert } from '../../../ui/form/form-parts.tsx';
import { useUploadAvatar } from '../api/upload-icon.ts';
import fallbackAvatar from './default-avatar.svg';

/** The avatar with a fallback when it fails to load, and a file picker that uploads a new one. */
export function AvatarUpload({ avatarUrl }: { avatarUrl: string }) {
  const { t } = useTranslation('memberCentre');
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  // The address that failed to load; a new address gets its own chance.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = avatarUrl && avatarUrl !== brokenUrl ? avatarUrl : fallbackAvatar;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const found = checkImageFile(file);
    setProblem(found);
    upload.reset();
    if (!found) upload.mutate(file);
  };

  return (
    <div className="avatar-upload">
      <img className="avatar-image" src={src} alt={t('profile.avatarAlt')} onError={() => setBrokenUrl(avatarUrl)} />
      <label className={upload.isPending ? 'button button-ghost is-busy' : 'button button-ghost'}>
        {upload.isPending ? t('profile.uploading') : t('profile.changeAvatar')}
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg"
          disabled={upload.isPending}
          onChange={onPick}
        />
      </label>
      <p className="form-hint">{t('profile.avatarHint')}</p>
      {problem && (
        <p className="form-alert" role="alert">
          {t(problem === 'type' ? 'profile.avatarType' : 'profile.avatarSize')}
        </p>
      )}
      <ErrorAlert error={upload.error} />
      {upload.isSuccess && (
        <p className="form-success" role="status">
          {t('profile.avatarSaved')}
        </p>
      )}
    </div>
  );
}
