import { UPLOAD_MAX_FILES } from '@arcadia/contracts';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { checkImageFile } from '../../lib/image-file.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';

interface ImagePickerProps {
  images: readonly File[];
  onChange: (images: File[]) => void;
  disabled?: boolean;
}

/** A stable key per chosen file (each choice is its own File object, even of the same file). */
const fileKeys = new WeakMap<File, number>();
let nextKey = 0;
const keyOf = (file: File) => {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextKey++;
    fileKeys.set(file, key);
  }
  return key;
};

/** Reads a file as a data: address (the page's policy allows data: images, not blob:). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function Preview({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const { t } = useTranslation('promotions');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    readAsDataUrl(file).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [file]);
  const name = t('apply.imageName', { number: index + 1 });
  return (
    <li className="promo-preview">
      {src ? <img src={src} alt={name} /> : <span className="visually-hidden">{name}</span>}
      <button type="button" className="button button-ghost" onClick={onRemove} aria-label={t('apply.remove', { name })}>
        {t('apply.removeShort')}
      </button>
    </li>
  );
}

/**
 * Up to three PNG or JPG images of at most 5 MB, each checked here before anything is
 * sent (the server reads the bytes again), with a preview and a way to take one back.
 */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const { t } = useTranslation('promotions');
  const id = useUniqueId();
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= UPLOAD_MAX_FILES;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const wrong = chosen.map(checkImageFile).find((found) => found !== null);
    if (wrong) return setProblem(t(wrong === 'type' ? 'common:upload.wrongType' : 'common:upload.tooLarge'));
    const room = UPLOAD_MAX_FILES - images.length;
    setProblem(chosen.length > room ? t('apply.tooMany', { max: UPLOAD_MAX_FILES }) : null);
    onChange([...images, ...chosen.slice(0, room)]);
  };

  return (
    <div className="form-field">
      <label htmlFor={id}>{t('apply.images', { count: images.length, max: UPLOAD_MAX_FILES })}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        disabled={disabled || full}
        onChange={pick}
        aria-describedby={`${id}-hint`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t('apply.imagesHint', { max: UPLOAD_MAX_FILES })}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {images.length > 0 && (
        <ul className="promo-previews" aria-label={t('apply.previews')}>
          {images.map((file, index) => (
            <Preview
              key={keyOf(file)}
              file={file}
              index={index}
              onRemove={() => onChange(images.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
