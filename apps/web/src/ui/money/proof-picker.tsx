import { type ChangeEvent, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { checkImageFile, type ImageProblem } from '../../lib/image-file.ts';
import { useUniqueId } from '../../lib/use-unique-id.ts';
import '../form/form-parts.css';
import './money-parts.css';

interface ProofPickerProps {
  label: string;
  /** Called with a file that passed the check (PNG or JPG, at most 5 MB); null when the choice was refused. */
  onPick: (file: File | null) => void;
  disabled?: boolean;
  /** A message tied to the input, e.g. "a proof is required". */
  error?: string;
}

/**
 * A proof image input. The type and size are checked here before anything is
 * sent (the server checks the bytes again), so a wrong file costs no upload.
 */
export function ProofPicker({ label, onPick, disabled, error }: ProofPickerProps) {
  const { t } = useTranslation('common');
  const id = useUniqueId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const message = problem ? t(problem === 'type' ? 'upload.wrongType' : 'upload.tooLarge') : error;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const found = file ? checkImageFile(file) : null;
    setProblem(found);
    if (found) event.target.value = '';
    onPick(found ? null : file);
  };

  return (
    <div className="form-field proof-picker">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={disabled}
        onChange={pick}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t('upload.hint')}
      </p>
      {message && (
        <p className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
