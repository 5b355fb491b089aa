import { useEffect, useState } from 'react';
import { useBrand } from '../../lib/brand.ts';
import { liveChatChannel, resolveServiceUrl } from '../../shell/footer/customer-service.ts';
import { openSealed } from '../../shell/footer/live-chat.ts';
import { isInternalUrl } from '../../shell/side/side-entries.ts';

/**
 * Where the brand's live chat lives: null for the built-in chat (no live-chat
 * channel, or one that points at this site), an outside address for a chat
 * service of the brand's own, undefined while its sealed address is opened.
 */
export function useChatAddress(): string | null | undefined {
  const { customerService, customerServiceKey } = useBrand();
  const path = liveChatChannel(customerService)?.path;
  const [address, setAddress] = useState<string | null | undefined>(path ? undefined : null);

  useEffect(() => {
    if (!path) {
      setAddress(null);
      return;
    }
    let current = true;
    openSealed(path, customerServiceKey)
      .then((plain) => current && setAddress(isInternalUrl(plain) ? null : resolveServiceUrl(plain)))
      .catch(() => current && setAddress(null));
    return () => {
      current = false;
    };
  }, [path, customerServiceKey]);

  return address;
}
